/**
 * The audit log (domain-rules.md, "Staff"): every staff write and sign-in is one row, written by
 * the transaction that makes the change. Shared by every module that staff write through.
 */
import type { StaffRole } from '@portal/contract';
import type { Db } from '../db/database.js';
import { newId } from './tokens.js';

/** Who did something, as the audit log records it (taken from the staff session). */
export interface AuditActor {
  staffId: string | null;
  username: string | null;
  role: StaffRole | null;
  hospitalId: string | null;
  ip: string;
  requestId: string;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  /** The object before and after; only the fields that changed are kept. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ, from each side; a created or deleted object keeps all of its own. */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before: before ?? null, after: after ?? null };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => !same(before[k], after[k]),
  );
  return {
    before: Object.fromEntries(keys.filter((k) => k in before).map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.filter((k) => k in after).map((k) => [k, after[k]])),
  };
}

/**
 * One row of the append-only audit log. Call it with the transaction that makes the change,
 * so the row exists exactly when the change does (a failed write leaves neither).
 */
export async function recordAudit(trx: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  const diff = changedFields(entry.before, entry.after);
  await trx
    .insertInto('audit_log')
    .values({
      id: newId(),
      at: new Date().toISOString(),
      staff_id: actor.staffId,
      staff_username: actor.username,
      role: actor.role,
      hospital_id: actor.hospitalId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      before: diff.before && JSON.stringify(diff.before),
      after: diff.after && JSON.stringify(diff.after),
      ip: actor.ip,
      request_id: actor.requestId,
    })
    .execute();
}

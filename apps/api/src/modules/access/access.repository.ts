import type { AccessRequirement } from '@portal/contract';
import { nowIso, type Db } from '../../db/database.js';
import { DEFAULT_ACCESS_POLICY } from './access-policy.js';

/**
 * Adds the rows of actions the table does not have yet and leaves existing rows alone, so an
 * operator's change survives restarts and a new action gets its default on the next start.
 */
export async function ensureAccessPolicy(db: Db): Promise<void> {
  const updatedAt = nowIso();
  await db
    .insertInto('access_policy')
    .values(
      Object.entries(DEFAULT_ACCESS_POLICY).map(([action, requirement]) => ({
        action,
        requirement,
        updated_at: updatedAt,
      })),
    )
    .onConflict((oc) => oc.column('action').doNothing())
    .execute();
}

/** The requirement of an action, or undefined for an action the table does not know. */
export async function findRequirement(
  db: Db,
  action: string,
): Promise<AccessRequirement | undefined> {
  const row = await db
    .selectFrom('access_policy')
    .select('requirement')
    .where('action', '=', action)
    .executeTakeFirst();
  return row?.requirement;
}

export async function setRequirement(
  db: Db,
  action: string,
  requirement: AccessRequirement,
): Promise<void> {
  await db
    .updateTable('access_policy')
    .set({ requirement, updated_at: nowIso() })
    .where('action', '=', action)
    .execute();
}

/** Every action of the table, in name order (the bureau's console lists them). */
export async function listAccessPolicy(db: Db) {
  return db
    .selectFrom('access_policy')
    .select(['action', 'requirement', 'updated_at'])
    .orderBy('action')
    .execute();
}

import {
  CLINIC_TYPES,
  type ApiKeyView,
  type BookingRules,
  type BookingRulesBody,
  type HospitalProfile,
  type HospitalProfileBody,
  type NewApiKey,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { announceSharedChange } from '../../lib/shared-change.js';
import { prepareDraws } from '../draws/draw-prepare.js';
import { indexBookingData } from '../hospitals/hospital-search.js';
import { updateRules } from '../hospitals/hospitals.service.js';
import { findRules } from '../hospitals/schedule.service.js';
import {
  createHospitalKey,
  hospitalKeys,
  revokeHospitalKey,
} from '../ingest/hospital-key.service.js';
import {
  findHospitalRow,
  updateHospitalRow,
  type AdminHospitalRow,
} from './hospital-admin.repository.js';

export const notFound = () => new AppError('NOT_FOUND', 404, '内容不存在或已删除');

/** The hospital, or 404 (the caller has already checked the staff member may see it). */
export async function hospitalRow(db: Db, hospitalId: string): Promise<AdminHospitalRow> {
  const row = await findHospitalRow(db, hospitalId);
  if (!row) throw notFound();
  return row;
}

function toProfile(row: AdminHospitalRow): HospitalProfile {
  return {
    id: row.id,
    name: row.name,
    intro: row.intro,
    hours: row.hours,
    transport: row.transport,
    phones: JSON.parse(row.phones) as HospitalProfile['phones'],
    notices: JSON.parse(row.notices) as string[],
  };
}

export async function hospitalProfile(db: Db, hospitalId: string): Promise<HospitalProfile> {
  return toProfile(await hospitalRow(db, hospitalId));
}

const trimmed = (list: string[]) => list.map((s) => s.trim()).filter((s) => s.length > 0);

/**
 * The hospital page's text: written with its audit row and the search index in one
 * transaction, then this process's cached public reads are dropped so the citizen page shows
 * it at once (an ETag is the content's hash, so browsers holding the old page get the new one).
 */
export async function updateHospitalProfile(
  db: Db,
  actor: AuditActor,
  hospitalId: string,
  body: HospitalProfileBody,
): Promise<HospitalProfile> {
  const profile = await db.transaction().execute(async (trx) => {
    const before = toProfile(await hospitalRow(trx, hospitalId));
    const intro = body.intro.trim();
    const hours = body.hours.trim();
    if (!intro || !hours) throw new AppError('INVALID_INPUT', 400, '医院介绍和门诊时间不能为空');
    const after: HospitalProfile = {
      ...before,
      intro,
      hours,
      transport: body.transport.trim(),
      phones: body.phones.map((p) => ({ label: p.label.trim(), number: p.number.trim() })),
      notices: trimmed(body.notices),
    };
    await updateHospitalRow(trx, hospitalId, {
      intro: after.intro,
      hours: after.hours,
      transport: after.transport,
      phones: JSON.stringify(after.phones),
      notices: JSON.stringify(after.notices),
    });
    await indexBookingData(trx);
    await recordAudit(trx, actor, {
      action: 'hospital.update',
      entity: 'hospital',
      entityId: hospitalId,
      before,
      after,
    });
    return after;
  });
  await announceSharedChange(db);
  return profile;
}

export async function hospitalRules(db: Db, hospitalId: string): Promise<BookingRules> {
  await hospitalRow(db, hospitalId);
  return findRules(db, hospitalId);
}

export async function updateHospitalRules(
  db: Db,
  actor: AuditActor,
  hospitalId: string,
  body: BookingRulesBody,
): Promise<BookingRules> {
  await hospitalRow(db, hospitalId);
  // The schema refuses repeats (uniqueItems); this says so in words if one slips through.
  if (new Set(body.drawClinicTypes).size !== body.drawClinicTypes.length) {
    throw new AppError('INVALID_INPUT', 400, '抽签的号别不能重复');
  }
  const rules = await db.transaction().execute(async (trx) => {
    const before = await findRules(trx, hospitalId);
    await updateRules(trx, hospitalId, {
      release_time: body.releaseTime,
      window_days: body.windowDays,
      cancel_cutoff_time: body.cancelCutoffTime,
      slot_minutes: body.slotMinutes,
      daily_limit: body.dailyLimit,
      open_limit: body.openLimit,
      monthly_limit: body.monthlyLimit,
      no_show_limit: body.noShowLimit,
      no_show_window_days: body.noShowWindowDays,
      suspension_days: body.suspensionDays,
      waitlist_limit: body.waitlistLimit,
      release_mode: body.releaseMode,
      draw_minutes: body.drawMinutes,
      // Stored as text, in the contract's order so the same choice always reads the same.
      draw_clinic_types: CLINIC_TYPES.filter((t) => body.drawClinicTypes.includes(t)).join(','),
    });
    const after = await findRules(trx, hospitalId);
    await recordAudit(trx, actor, {
      action: 'hospital.rules.update',
      entity: 'booking_rule',
      entityId: hospitalId,
      before: { ...before },
      after: { ...after },
    });
    return after;
  });
  await announceSharedChange(db);
  // Schedules not yet released follow the new mode, window and release time at once.
  await prepareDraws(db, { hospitalId });
  return rules;
}

type KeyRow = Awaited<ReturnType<typeof hospitalKeys>>[number];

function toKeyView(row: KeyRow): ApiKeyView {
  return {
    id: row.id,
    prefix: row.prefix,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

/** The hospital's keys, newest first (the ingest module lists every hospital's). */
export async function apiKeys(db: Db, hospitalId: string): Promise<ApiKeyView[]> {
  await hospitalRow(db, hospitalId);
  return (await hospitalKeys(db))
    .filter((k) => k.hospital_id === hospitalId)
    .map(toKeyView)
    .reverse();
}

export async function createApiKey(
  db: Db,
  actor: AuditActor,
  hospitalId: string,
): Promise<NewApiKey> {
  await hospitalRow(db, hospitalId);
  return db.transaction().execute(async (trx) => {
    const created = await createHospitalKey(trx, hospitalId);
    if (!created) throw notFound();
    const row = (await hospitalKeys(trx)).find((k) => k.id === created.id)!;
    const view = toKeyView(row);
    await recordAudit(trx, actor, {
      action: 'hospital.key.create',
      entity: 'hospital_api_key',
      entityId: created.id,
      after: { hospitalId, prefix: view.prefix },
    });
    return { view, key: created.key };
  });
}

/** The key's hospital for the access check, or 404. */
export async function apiKeyHospital(db: Db, id: string): Promise<string> {
  const row = (await hospitalKeys(db)).find((k) => k.id === id);
  if (!row) throw notFound();
  return row.hospital_id;
}

export async function revokeApiKey(db: Db, actor: AuditActor, id: string): Promise<ApiKeyView> {
  return db.transaction().execute(async (trx) => {
    if (!(await revokeHospitalKey(trx, id))) {
      throw new AppError('CONFLICT', 409, '该密钥已吊销');
    }
    const row = (await hospitalKeys(trx)).find((k) => k.id === id)!;
    await recordAudit(trx, actor, {
      action: 'hospital.key.revoke',
      entity: 'hospital_api_key',
      entityId: id,
      before: { revokedAt: null },
      after: { revokedAt: row.revoked_at },
    });
    return toKeyView(row);
  });
}

import { CONSULT_CLOSE_DAYS, CONSULT_EXPIRE_HOURS, CONSULT_TRANSFER_HOURS } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { SmsProvider } from '../../lib/sms.js';
import { notify, type SmsNotice } from '../../lib/sms-notice.js';
import { personOf } from '../identity/people.service.js';
import {
  closeIdle,
  departmentOf,
  dueForExpiry,
  dueForTransfer,
  expire,
  transferToDepartment,
} from './consult-inbox.repository.js';
import type { ConsultationRow } from './consultations.repository.js';

const HOUR_MS = 3_600_000;

/**
 * Texts the person a consultation is about at the phone their verified identity gives (the
 * holder's or the family member's; a member removed since is not texted). Never throws: the
 * answer or expiry it tells of stands either way, and the failure is logged. True when sent.
 */
export async function textAsker(
  deps: { db: Db; sms: SmsProvider; log?: FastifyBaseLogger },
  row: Pick<ConsultationRow, 'id' | 'account_id' | 'family_member_id'>,
  notice: Omit<SmsNotice, 'phone'>,
): Promise<boolean> {
  try {
    const person = await personOf(deps.db, row.account_id, row.family_member_id ?? 'self');
    if (!person) return false;
    await notify(deps, { ...notice, phone: person.phone });
    return true;
  } catch (err) {
    deps.log?.error({ err, consultation: row.id, purpose: notice.purpose }, 'consult SMS failed');
    return false;
  }
}

/**
 * The consultation clocks (domain-rules.md "Consultations"), run every few minutes by every API
 * process: a named doctor's question unanswered for 48 hours goes to the department once; a
 * question unanswered 48 hours after reaching the department expires and the patient is told;
 * an answered one closes 7 days after the last reply. Each change is made only while the row
 * still stands as it was found, so processes sweeping at once make each change (and text) once.
 */
export async function sweepConsultations(
  db: Db,
  sms: SmsProvider,
  now = new Date(),
  log?: FastifyBaseLogger,
) {
  const at = now.toISOString();
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS).toISOString();

  let transferred = 0;
  const transferCutoff = ago(CONSULT_TRANSFER_HOURS);
  for (const { id } of await dueForTransfer(db, transferCutoff)) {
    if (await transferToDepartment(db, id, transferCutoff, at)) transferred += 1;
  }

  let expired = 0;
  const expiryCutoff = ago(CONSULT_EXPIRE_HOURS);
  for (const row of await dueForExpiry(db, expiryCutoff)) {
    if (!(await expire(db, row.id, expiryCutoff, at))) continue;
    expired += 1;
    const department = (await departmentOf(db, row.department_id))?.name ?? '医院';
    await textAsker({ db, sms, log }, row, {
      purpose: 'consult_expired',
      text: `您向${department}的咨询48小时内暂无医生回复，已过期。如仍需咨询，可登录青禾县12320重新提问或预约就诊。`,
      params: { department, change: '48小时内暂无医生回复，已过期' },
    });
  }

  const closed = await closeIdle(db, ago(CONSULT_CLOSE_DAYS * 24), at);
  return { transferred, expired, closed };
}

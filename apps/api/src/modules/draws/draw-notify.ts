import { nowIso, type Db } from '../../db/database.js';
import { textPatient } from '../booking/booking-notify.js';
import { findOwnBooking } from '../booking/booking.service.js';
import type { SmsProvider } from '../../lib/sms.js';
import { claimNotice, unnotifiedEntries, type DrawEntryRow } from './draws.repository.js';

const BATCH = 500;

interface NoticeDeps {
  db: Db;
  sms: SmsProvider;
}

async function noticeOf(deps: NoticeDeps, row: DrawEntryRow) {
  const schedule = await deps.db
    .selectFrom('schedule')
    .select('date')
    .where('id', '=', row.schedule_id)
    .executeTakeFirstOrThrow();
  const date = schedule.date;
  if (row.status === 'won') {
    const booking = await findOwnBooking(deps.db, row.account_id, row.booking_id!);
    return {
      purpose: 'draw_result',
      code: booking.pickupCode,
      text: `您登记的 ${date} 号源抽签已中签，就诊序号 ${booking.queueNo}，取号密码 ${booking.pickupCode}。`,
      params: {
        date,
        change: `抽签中签，就诊序号${booking.queueNo}，取号密码${booking.pickupCode}`,
      },
    };
  }
  const change =
    row.status === 'waitlisted'
      ? '抽签未中签，已为您加入候补，有人取消时自动预约'
      : row.refused_reason
        ? `抽签未能分配：${row.refused_reason}`
        : '抽签未中签，剩余号源可直接预约';
  return {
    purpose: 'draw_result',
    text: `您登记的 ${date} 号源${change}。`,
    params: { date, change },
  };
}

/**
 * Texts each drawn entry's result once: an entry is claimed by a conditional update before its
 * message goes, so several processes never send one twice, and a crash after the draw leaves
 * the unclaimed ones for the next run. Batches of 500 a run keep one run short.
 */
export async function sendDrawNotices(deps: NoticeDeps): Promise<number> {
  let sent = 0;
  for (const row of await unnotifiedEntries(deps.db, BATCH)) {
    if (!(await claimNotice(deps.db, row.id, nowIso()))) continue;
    await textPatient(deps, row, await noticeOf(deps, row));
    sent += 1;
  }
  return sent;
}

import { nowIso, type Db } from '../../db/database.js';
import { chinaToday } from '../../lib/china-day.js';
import type { SmsProvider } from '../../lib/sms.js';
import { addDays, chinaInstant } from '../hospitals/schedule-time.js';
import { textPatient } from './booking-notify.js';
import { claimReminder, toRemind } from './booking.repository.js';

const REMINDER_TIME = '18:00';

/**
 * From 18:00 China time, each standing booking for tomorrow gets one text. A process claims a
 * booking (reminded_at set where it was null) before sending, so several processes running
 * this at once send each reminder once.
 */
export async function sendReminders(
  deps: { db: Db; sms: SmsProvider },
  now = new Date(),
): Promise<number> {
  const today = chinaToday(now);
  if (now < chinaInstant(today, REMINDER_TIME)) return 0;
  let sent = 0;
  for (const row of await toRemind(deps.db, addDays(today, 1))) {
    if (!(await claimReminder(deps.db, row.id, nowIso()))) continue;
    await textPatient(deps, row, {
      purpose: 'booking_reminder',
      code: row.pickup_code,
      text: `提醒：您明天（${row.date}）有预约，就诊序号 ${row.queue_no}，取号密码 ${row.pickup_code}，请携带身份证或医保电子凭证按时就诊；不能就诊请及时联系医院。`,
      params: { date: row.date, queueNo: String(row.queue_no), pickupCode: row.pickup_code },
    });
    sent += 1;
  }
  return sent;
}

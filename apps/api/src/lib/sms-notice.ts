import type { Db } from '../db/database.js';
import { chinaToday } from './china-day.js';
import { sendNotice, SMS_SIGNATURE, type SmsProvider } from './sms.js';

// Apart from sms.ts, which the configuration loads (the gateway), so that it needs no database.

/** A notice: its purpose's template variables (`SMS_KINDS`) and the whole text. */
export interface SmsNotice {
  phone: string;
  purpose: string;
  text: string;
  params: Record<string, string>;
  /** A code the notice hands over (a booking's pickup code), kept like a sent code's. */
  code?: string;
}

/**
 * Sends a notice (reminder, booking change, critical value), signed, as `sendNotice` does, and
 * counts it for the day when the gateway took it: codes are counted by their sms_code rows, and
 * the bureau's dashboard shows both against what texts cost.
 */
export async function notify(deps: { db: Db; sms: SmsProvider }, notice: SmsNotice): Promise<void> {
  if (!(await sendNotice(deps.sms, { ...notice, text: `${SMS_SIGNATURE}${notice.text}` }))) return;
  await deps.db
    .insertInto('sms_notice_day')
    .values({ date: chinaToday(), sent: 1 })
    .onConflict((oc) =>
      oc.column('date').doUpdateSet((eb) => ({ sent: eb('sms_notice_day.sent', '+', 1) })),
    )
    .execute();
}

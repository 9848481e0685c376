import type { Db } from '../../db/database.js';
import type { SmsProvider } from '../../lib/sms.js';
import { notify, type SmsNotice } from '../../lib/sms-notice.js';
import { personOf } from '../identity/people.service.js';
import type { BookingRow } from './booking.repository.js';

/**
 * Texts the patient of a booking at the phone their verified identity gives (the holder's or
 * the family member's); a member removed since is not texted. `params` are the template
 * variables of the notice's purpose (SMS_KINDS); a gateway refusal is logged, the booking stands.
 */
export async function textPatient(
  deps: { db: Db; sms: SmsProvider },
  row: Pick<BookingRow, 'account_id' | 'family_member_id'>,
  notice: Omit<SmsNotice, 'phone'>,
): Promise<void> {
  const person = await personOf(deps.db, row.account_id, row.family_member_id ?? 'self');
  if (!person) return;
  await notify(deps, { ...notice, phone: person.phone });
}

import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../db/database.js';
import { canReadRecords } from '@portal/contract';
import { personKeyOf, type BookablePerson } from '../identity/people.service.js';
import { NO_CONSENT_MESSAGE, peopleWithAccess } from '../identity/record-access.service.js';

/**
 * The person behind a document the account typed, if it is one of its people; a family member
 * who has not consented to the account reading their records is 404 with how to ask.
 */
export async function personByDocument(
  db: Db,
  userId: string,
  idType: string,
  idNo: string,
): Promise<BookablePerson | undefined> {
  const key = personKeyOf(idType, idNo);
  const person = (await peopleWithAccess(db, userId)).find((p) => p.personKey === key);
  if (person && !canReadRecords(person.recordAccess)) {
    throw new AppError('NOT_FOUND', 404, NO_CONSENT_MESSAGE);
  }
  return person;
}

/** Whether a YYYY-MM-DD the pattern let through is a real calendar day. */
export function realDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** Why a feed's date cannot be taken (not a real day, or after today), or undefined. */
export function dateProblem(label: string, date: string, today: string): string | undefined {
  if (!realDate(date)) return `${label} ${date} 不存在`;
  if (date > today) return `${label} ${date} 晚于今天`;
  return undefined;
}

import { mask, maskIdNumber } from '@portal/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PersonPhoneTable } from '../../db/schema.js';
import { sha256 } from '../../lib/tokens.js';
import { listMembers, type FamilyMemberRow } from './family.repository.js';
import { findIdentity, type IdentityRow } from './identity.repository.js';
import { rememberPhone } from './record-access.repository.js';

export type { IdentityRow };

/**
 * The key a person's records, bookings and consents are stored by: SHA-256 of document type
 * and number as identities store the number (trimmed, upper-case). Hospital feeds and accounts
 * meet on it without the portal keeping the number next to the record; every module computes
 * it here, so a feed's person and an account's person can never hash differently.
 */
export function personKeyOf(idType: string, idNo: string): string {
  return sha256(`${idType}:${idNo.trim().toUpperCase()}`);
}

// Permit and passport numbers are short: the mainland rule (3 + 4 kept) would show most of one.
export function maskDocument(type: string, idNo: string): string {
  return type === '01' ? maskIdNumber(idNo) : mask(idNo);
}

/** Someone an account may book for: the verified holder ('self') or one of its members. */
export interface BookablePerson {
  /** 'self' or the family member's id. */
  id: string;
  familyMemberId: string | null;
  name: string;
  /** Masked for display. */
  idNo: string;
  phone: string;
  relation: string;
  birthday: string;
  sex: '男' | '女';
  /** See personKeyOf: one person is one patient whichever account books. */
  personKey: string;
}

function bookable(row: IdentityRow | FamilyMemberRow, id: string, relation: string) {
  return {
    id,
    familyMemberId: id === 'self' ? null : id,
    name: row.name,
    idNo: maskDocument(row.id_type, row.id_no),
    phone: row.phone,
    relation,
    birthday: row.birthday,
    sex: row.sex,
    personKey: personKeyOf(row.id_type, row.id_no),
  };
}

/**
 * Everyone the account may book for; empty while the holder is not verified, because an
 * account books only after its own identity is confirmed.
 */
export async function bookablePeople(db: Db, userId: string): Promise<BookablePerson[]> {
  const own = await findIdentity(db, userId);
  if (!own) return [];
  const members = await listMembers(db, userId);
  return [bookable(own, 'self', '本人'), ...members.map((m) => bookable(m, m.id, m.relation))];
}

/**
 * The one way from a patient id a client sends ('self' or a family member's id) to the person
 * behind it: undefined for anyone not the account's own, and for everyone while the holder is
 * unverified. Callers answer that with their own words (booking 403/404, records 404); who may
 * read whose records is decided after this, in record-access.service.ts.
 */
export async function personOf(
  db: Db,
  accountId: string,
  patientId: string,
): Promise<BookablePerson | undefined> {
  const own = await findIdentity(db, accountId);
  if (!own) return undefined;
  // The holder needs no look at the family (a release crowd books mostly for itself).
  if (patientId === 'self') return selfPerson(own);
  const member = (await listMembers(db, accountId)).find((m) => m.id === patientId);
  return member && bookable(member, member.id, member.relation);
}

/** The holder as a bookable person, from an identity already read (the session keeps it). */
export function selfPerson(identity: IdentityRow): BookablePerson {
  return bookable(identity, 'self', '本人');
}

/** An account holder's verified identity, or undefined (auth's user info and sign-in read it). */
export function identityOf(db: Db, userId: string): Promise<IdentityRow | undefined> {
  return findIdentity(db, userId);
}

/**
 * Keeps the phone a hospital feed (cards, reports, health records) has on file for a person:
 * where a consent code for that person is sent.
 */
export function keepPhoneOnFile(db: Db, row: Selectable<PersonPhoneTable>): Promise<void> {
  return rememberPhone(db, row);
}

import type { Db } from '../../db/database.js';
import type { UserSessionTable } from '../../db/schema.js';
import type { AccountRules } from './account-rules.js';
import { createSession } from './session.repository.js';
import { findUserById, findUserByPhone, type AppUser } from './user.repository.js';

// What other modules (sso's government sign-in, reports' share links) ask of auth's accounts
// and sessions; the SQL stays in auth's repositories.

export type { SessionUser } from './session.repository.js';
export type { AppUser };

export function accountById(db: Db, id: string): Promise<AppUser | undefined> {
  return findUserById(db, id);
}

/** The account registered with a phone, or undefined: a phone belongs to one account. */
export function accountByPhone(db: Db, phone: string): Promise<AppUser | undefined> {
  return findUserByPhone(db, phone);
}

/** Starts a session for an account signed in another way (`via`); returns its token. */
export function startSession(
  db: Db,
  userId: string,
  via: UserSessionTable['via'],
  rules: AccountRules,
  now = new Date(),
): Promise<string> {
  return createSession(db, userId, via, rules, now);
}

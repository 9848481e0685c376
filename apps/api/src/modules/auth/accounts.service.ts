// What other modules (sso's government sign-in, reports' share links) ask of auth's accounts
// and sessions, under the names they use; the SQL stays in auth's repositories, and other
// modules import this file, never those.

export type { SessionUser } from './session.repository.js';
export type { AppUser } from './user.repository.js';

/** Starts a session for an account signed in another way (`via`); returns its token. */
export { createSession as startSession } from './session.repository.js';

/** The account with this id, or with this phone (a phone belongs to one account). */
export {
  findUserById as accountById,
  findUserByPhone as accountByPhone,
} from './user.repository.js';

/** The per-name lockout (staff sign-in counts its failures the same way, under its own names). */
export { lockedMinutes, recordFailure } from './login-failure.repository.js';

/** The bureau's lock on a citizen account (sso refuses a locked account; the console sets it). */
export {
  accountLockedAt,
  ACCOUNT_LOCKED_MESSAGE,
  deleteAccountLock,
  insertAccountLock,
  liveSessionCount,
} from './account-lock.repository.js';

/** What the console shows and does to a citizen account (find, sessions, failures). */
export { findUserByLogin as accountByLogin } from './user.repository.js';
export { revokeUserSessions as endAccountSessions } from './session.repository.js';
export { clearFailures } from './login-failure.repository.js';
export { accountRules, forgetAccountRules } from './account-rules.js';

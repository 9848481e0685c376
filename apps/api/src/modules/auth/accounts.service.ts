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

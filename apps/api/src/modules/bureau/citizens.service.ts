import { maskPhone, type CitizenView } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/in-transaction.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import {
  accountById,
  accountByLogin,
  accountLockedAt,
  accountRules,
  clearFailures,
  deleteAccountLock,
  endAccountSessions,
  insertAccountLock,
  liveSessionCount,
  lockedMinutes,
  type AppUser,
} from '../auth/accounts.service.js';
import { identityOf, maskDocument } from '../identity/people.service.js';

const NOT_FOUND = new AppError('NOT_FOUND', 404, '市民账号不存在');

/** The account as the console shows it: phone and ID number masked, never in full. */
async function viewOf(db: Db, user: AppUser): Promise<CitizenView> {
  const identity = await identityOf(db, user.id);
  return {
    id: user.id,
    username: user.username,
    phoneMasked: maskPhone(user.phone),
    nickname: user.nickname,
    via: user.plat_from,
    registeredAt: user.reg_time,
    verified: identity !== undefined,
    idNumberMasked: identity ? maskDocument(identity.id_type, identity.id_no) : null,
    lockedAt: (await accountLockedAt(db, user.id)) ?? null,
    liveSessions: await liveSessionCount(db, user.id),
    failureLockMinutes: await lockedMinutes(db, user.username, await accountRules(db)),
  };
}

/** The account a username or a full phone number names (none or one). */
export async function findCitizens(db: Db, q: string): Promise<CitizenView[]> {
  const user = await accountByLogin(db, q.trim());
  return user ? [await viewOf(db, user)] : [];
}

async function account(db: Db, id: string): Promise<AppUser> {
  const user = await accountById(db, id);
  if (!user) throw NOT_FOUND;
  return user;
}

/** What the audit log keeps of a change: the state, never the phone or the ID number. */
const stateOf = (view: CitizenView) => ({
  locked: view.lockedAt !== null,
  liveSessions: view.liveSessions,
  failureLockMinutes: view.failureLockMinutes,
});

type Change = (trx: Db, user: AppUser, before: CitizenView) => Promise<void>;

/** Runs a change and its one audit row in a transaction; answers the account after it. */
async function change(
  db: Db,
  actor: AuditActor,
  id: string,
  action: string,
  work: Change,
): Promise<CitizenView> {
  return inTransaction(db, async (trx) => {
    const user = await account(trx, id);
    const before = await viewOf(trx, user);
    await work(trx, user, before);
    const after = await viewOf(trx, user);
    await recordAudit(trx, actor, {
      action,
      entity: 'citizen',
      entityId: user.id,
      before: stateOf(before),
      after: stateOf(after),
    });
    return after;
  });
}

/** A bureau lock: no sign-in of any kind until unlocked, and every session ends now. */
export function lockCitizen(db: Db, actor: AuditActor, id: string) {
  return change(db, actor, id, 'citizen.lock', async (trx, user, before) => {
    if (before.lockedAt) throw new AppError('CONFLICT', 409, '该账号已处于锁定状态');
    await insertAccountLock(trx, user.id, actor.staffId, new Date().toISOString());
    await endAccountSessions(trx, user.id);
  });
}

/** Lifts the bureau lock and the automatic lock after wrong passwords. */
export function unlockCitizen(db: Db, actor: AuditActor, id: string) {
  return change(db, actor, id, 'citizen.unlock', async (trx, user, before) => {
    if (!before.lockedAt && before.failureLockMinutes === 0) {
      throw new AppError('CONFLICT', 409, '该账号未被锁定');
    }
    await deleteAccountLock(trx, user.id);
    await clearFailures(trx, [user.username]);
  });
}

/** Signs the citizen out everywhere (a lost phone, a shared computer). */
export function endCitizenSessions(db: Db, actor: AuditActor, id: string) {
  return change(db, actor, id, 'citizen.end_sessions', async (trx, user, before) => {
    if (before.liveSessions === 0) throw new AppError('CONFLICT', 409, '该账号当前没有登录会话');
    await endAccountSessions(trx, user.id);
  });
}

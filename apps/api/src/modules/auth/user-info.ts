import { ageOn, isPhoneLike, maskIdNumber, maskPhone, type UserInfo } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { chinaToday } from '../../lib/china-day.js';
import { identityOf, type IdentityRow } from '../identity/people.service.js';
import { findUserById, type AppUser } from './user.repository.js';

/**
 * The spec's current-user object. Phones and ID numbers leave the server masked only; the
 * legacy fields this portal has no data for are null.
 */
export function toUserInfo(
  user: AppUser,
  identity: IdentityRow | undefined,
  today = chinaToday(),
): UserInfo {
  return {
    ID: user.id,
    USER_NO: maskPhone(user.phone),
    USER_NAME: identity?.name ?? null,
    USER_NICKNAME: user.nickname,
    HEAD_PHOTO: user.head_photo,
    SEX: identity?.sex ?? null,
    AGE: identity ? ageOn(identity.birthday, today) : null,
    ID_NO: identity ? maskIdNumber(identity.id_no) : null,
    ID_TYPE: identity?.id_type ?? null,
    USER_SCORE: user.score,
    USER_STATUS: identity ? 1 : 0,
    REG_TIME: user.reg_time,
    PLAT_FROM: user.plat_from,
    LOGIN_NAME: isPhoneLike(user.username) ? maskPhone(user.username) : user.username,
    PHONE: maskPhone(user.phone),
    DEVICE_BOUND: user.device_bound === 1,
    CLIENTID: null,
    JKY_OPENID: null,
    JKY_UID: null,
    PHONETYPE: null,
    SPTMP_LIMIT_ROWNUM: null,
    WX_ID: null,
  };
}

/** The user info of an account by id, or undefined when the account no longer exists. */
export async function loadUserInfo(db: Db, userId: string): Promise<UserInfo | undefined> {
  const [user, identity] = await Promise.all([findUserById(db, userId), identityOf(db, userId)]);
  return user && toUserInfo(user, identity);
}

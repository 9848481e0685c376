import {
  ageOn,
  mask,
  maskPhone,
  type ConsentState,
  type RecordAccessList,
  type RecordAccessState,
  type RecordPerson as RecordPersonView,
  type SmsSent,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { nowIso, type Db } from '../../db/database.js';
import { inTransaction } from '../../db/in-transaction.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { chinaToday } from '../../lib/china-day.js';
import { sendCode } from '../../lib/sms.js';
import { newId } from '../../lib/tokens.js';
import { accountRules } from '../auth/account-rules.js';
import { badCode, issueSmsCode, requireCode, spendCode } from '../auth/sms-code.service.js';
import { lockAccount } from './family.repository.js';
import { findIdentity } from './identity.repository.js';
import { memberAccess } from './identity.service.js';
import { bookablePeople, personOf, type BookablePerson } from './people.service.js';
import {
  accessToPerson,
  insertAccess,
  liveAccessOfAccount,
  liveAccessOfMember,
  moveAccess,
  phoneOnFile,
  setPendingCode,
} from './record-access.repository.js';

/** Someone the account may act for, with whether it may also read their records. */
export interface RecordPerson extends BookablePerson {
  recordAccess: RecordAccessState;
}

/** Shown where a family member's records were asked for before they consented. */
export const NO_CONSENT_MESSAGE =
  '查看该就诊人的报告、健康档案和就诊卡需要其本人同意：请到「个人中心 › 实名认证」的就诊人列表中申请';
const NO_PHONE_MESSAGE =
  '医院和就诊卡系统都没有登记该就诊人的手机号，无法发送验证码。请其本人携带身份证件到医院窗口登记手机号，或由其本人在自己的实名账号中同意';
/** Under 14 (from the ID's birth date) a child is consented for by a code to the child's phone. */
const CHILD_AGE = 14;

/** Everyone the account may book for, each with where consent to read their records stands. */
export async function peopleWithAccess(db: Db, userId: string): Promise<RecordPerson[]> {
  const [people, live] = await Promise.all([
    bookablePeople(db, userId),
    liveAccessOfAccount(db, userId),
  ]);
  return people.map((p) => ({ ...p, recordAccess: accessOf(p, live) }));
}

/** The holder reads their own records; a member's stand where the account's live row says. */
function accessOf(
  p: BookablePerson,
  live: Awaited<ReturnType<typeof liveAccessOfAccount>>,
): RecordAccessState {
  if (p.familyMemberId === null) return 'own';
  return memberAccess(
    live.find((r) => r.family_member_id === p.id),
    p.personKey,
  );
}

/** A person as a records page's picker shows them (masked, with the consent state). */
export function toRecordPerson(p: RecordPerson): RecordPersonView {
  return {
    patientId: p.id,
    name: p.name,
    relation: p.relation,
    idNo: p.idNo,
    recordAccess: p.recordAccess,
  };
}

/** The people whose records the account may read: the holder and consenting members. */
export async function readablePeople(db: Db, userId: string): Promise<RecordPerson[]> {
  return (await peopleWithAccess(db, userId)).filter(
    (p) => p.recordAccess === 'own' || p.recordAccess === 'granted',
  );
}

/**
 * One person whose records the account may read, or 404: an unknown id as before, and a
 * member who has not consented with the words that say how to ask.
 */
export async function readablePerson(
  db: Db,
  userId: string,
  patientId = 'self',
  notFound = '就诊人不存在',
): Promise<RecordPerson> {
  const person = await personOf(db, userId, patientId);
  if (!person) throw new AppError('NOT_FOUND', 404, notFound);
  const recordAccess = accessOf(person, await liveAccessOfAccount(db, userId));
  if (recordAccess !== 'own' && recordAccess !== 'granted') {
    throw new AppError('NOT_FOUND', 404, NO_CONSENT_MESSAGE);
  }
  return { ...person, recordAccess };
}

async function ownMember(db: Db, userId: string, memberId: string): Promise<BookablePerson> {
  const member = await personOf(db, userId, memberId);
  if (!member || member.familyMemberId === null)
    throw new AppError('NOT_FOUND', 404, '就诊人不存在');
  return member;
}

/**
 * The member's live request, made if there is none. The account's row lock serialises two
 * requests for one member; the partial unique index would refuse a second live row anyway.
 */
async function ensurePending(
  db: Db,
  userId: string,
  member: BookablePerson,
  codeId?: string,
): Promise<'pending' | 'granted'> {
  return inTransaction(db, async (trx) => {
    await lockAccount(trx, userId);
    const live = await liveAccessOfMember(trx, member.id);
    if (live?.status === 'granted' && live.person_key === member.personKey) return 'granted';
    if (live?.status === 'pending') {
      if (codeId) await setPendingCode(trx, live.id, codeId);
      return 'pending';
    }
    await insertAccess(trx, {
      id: newId(),
      person_key: member.personKey,
      user_id: userId,
      family_member_id: member.id,
      status: 'pending',
      method: null,
      code_id: codeId ?? null,
      requested_at: nowIso(),
      granted_at: null,
      ended_at: null,
    });
    return 'pending';
  });
}

/**
 * POST /api/family/:id/consent-code: a code to the phone a hospital or the card system has on
 * file for the member, never one the requester typed, within the SMS budgets. The text says
 * who asks, so the person knows what handing over the code means.
 */
export async function sendConsentCode(
  app: FastifyInstance,
  userId: string,
  memberId: string,
  clientIp: string,
): Promise<SmsSent> {
  const member = await ownMember(app.db, userId, memberId);
  const live = await liveAccessOfMember(app.db, member.id);
  if (live?.status === 'granted')
    throw new AppError('CONFLICT', 409, '该就诊人已同意，无需再次申请');
  const phone = await phoneOnFile(app.db, member.personKey);
  if (!phone) throw new AppError('NO_PHONE_ON_FILE', 403, NO_PHONE_MESSAGE);
  const { code, codeId, answer, withdraw } = await issueSmsCode(app, phone, 'consent', clientIp);
  await ensurePending(app.db, userId, member, codeId);
  const identity = await findIdentity(app.db, userId);
  const requester = `${mask(identity?.name)}（手机 ${maskPhone(identity?.phone ?? '')}）`;
  try {
    await sendCode(app.sms, {
      phone,
      code,
      purpose: 'consent',
      text: `${requester}申请在 12320 健康服务平台查看您的检验检查报告、健康档案和就诊卡，验证码 ${code}，5 分钟内有效。同意才把验证码告诉对方，不同意请忽略。`,
      params: { code, requester },
    });
  } catch (err) {
    // Not sent: the request stays pending, and asking again costs nothing (503 from the provider).
    await withdraw();
    throw err;
  }
  return answer;
}

/** POST /api/family/:id/consent: the code sent for this member grants reading its records. */
export async function grantByCode(
  db: Db,
  userId: string,
  memberId: string,
  code: string,
): Promise<ConsentState> {
  const member = await ownMember(db, userId, memberId);
  const live = await liveAccessOfMember(db, member.id);
  if (live?.status === 'granted') return { recordAccess: 'granted' };
  const phone = await phoneOnFile(db, member.personKey);
  if (!live?.code_id || !phone) throw badCode();
  const rules = await accountRules(db);
  // A right code that was sent for someone else (the same phone on file) is still refused.
  const codeId = await requireCode(db, phone, 'consent', code, rules);
  if (codeId !== live.code_id) throw badCode();
  await db.transaction().execute(async (trx) => {
    await spendCode(trx, codeId, rules);
    const at = nowIso();
    if (
      !(await moveAccess(trx, live.id, { userId }, ['pending'], {
        status: 'granted',
        method: 'code',
        granted_at: at,
      }))
    ) {
      throw badCode();
    }
  });
  return { recordAccess: 'granted' };
}

/**
 * POST /api/family/:id/consent-request: a request the person approves in their own verified
 * account. It says nothing of whether they have one; a child under 14 has no say of their own
 * there, so for them only the code to the phone on file counts.
 */
export async function requestApproval(
  db: Db,
  userId: string,
  memberId: string,
): Promise<ConsentState> {
  const member = await ownMember(db, userId, memberId);
  if (ageOn(member.birthday, chinaToday()) < CHILD_AGE) {
    throw new AppError(
      'CONFLICT',
      409,
      '未满 14 周岁的就诊人，请用发送到其登记手机号的验证码获得同意',
    );
  }
  return { recordAccess: await ensurePending(db, userId, member) };
}

/**
 * The demo seed's 张建国 consents to his son's account reading his records: the same request
 * and grant as a real one, marked `demo` because no code was typed.
 */
export async function grantDemoConsent(
  trx: Transaction<DB>,
  userId: string,
  memberId: string,
): Promise<void> {
  const member = await ownMember(trx, userId, memberId);
  if ((await ensurePending(trx, userId, member)) === 'granted') return;
  const live = await liveAccessOfMember(trx, member.id);
  await moveAccess(trx, live!.id, { userId }, ['pending'], {
    status: 'granted',
    method: 'demo',
    granted_at: nowIso(),
  });
}

async function ownKey(db: Db, userId: string): Promise<string | undefined> {
  return (await personOf(db, userId, 'self'))?.personKey;
}

/** GET /api/record-access: who may read the caller's records, and who asks to. */
export async function recordAccessList(db: Db, userId: string): Promise<RecordAccessList> {
  const key = await ownKey(db, userId);
  if (!key) return { list: [] };
  const rows = await accessToPerson(db, key);
  return {
    list: rows.map((r) => ({
      id: r.id,
      status: r.status,
      requester: r.requester_name ? mask(r.requester_name) : '未实名用户',
      requesterPhone: maskPhone(r.requester_phone),
      relation: r.relation,
      requestedAt: r.requested_at,
      grantedAt: r.granted_at,
      method: r.method,
    })),
  };
}

type Decision = 'approve' | 'decline' | 'withdraw';

/**
 * The person decides on a row about their own records: approve or decline a request, or
 * withdraw a grant (effective on the requester's next call, which reads the row again).
 * Anything not about the caller's own records is 404.
 */
export async function decideAccess(
  db: Db,
  userId: string,
  id: string,
  decision: Decision,
): Promise<RecordAccessList> {
  const key = await ownKey(db, userId);
  const at = nowIso();
  const moved =
    key !== undefined &&
    (decision === 'approve'
      ? await moveAccess(db, id, { personKey: key }, ['pending'], {
          status: 'granted',
          method: 'account',
          granted_at: at,
        })
      : await moveAccess(
          db,
          id,
          { personKey: key },
          decision === 'decline' ? ['pending'] : ['pending', 'granted'],
          { status: decision === 'decline' ? 'declined' : 'withdrawn', ended_at: at },
        ));
  if (!moved) throw new AppError('NOT_FOUND', 404, '没有这条授权，或已处理');
  return recordAccessList(db, userId);
}

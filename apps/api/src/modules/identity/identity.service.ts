import {
  CARD_NUMBER_PATTERN,
  MOBILE_PATTERN,
  ageOn,
  checkMainlandId,
  maskPhone,
  type EditIdentityBody,
  type FamilyEditBody,
  type FamilyList,
  type FamilyMember,
  type FamilyMemberBody,
  type IdType,
  type IdentityBody,
  type IdentityInfo,
  type RecordAccessState,
  type Sex,
} from '@portal/contract';
import { nowIso, type Db } from '../../db/database.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/tokens.js';
import {
  countMembers,
  deleteMember,
  insertMember,
  listMembers,
  lockAccount,
  updateMember,
  type FamilyMemberRow,
} from './family.repository.js';
import { chinaToday } from '../../lib/china-day.js';
import { awardPoints } from '../points/points.service.js';
import type { IdentityVerifier } from './identity-verifier.js';
import { maskDocument, personKeyOf } from './people.service.js';
import { liveAccessOfAccount } from './record-access.repository.js';
import {
  findIdentity,
  insertIdentity,
  updateIdentityContact,
  type IdentityRow,
} from './identity.repository.js';

export interface IdentityDeps {
  db: Db;
  verifier: IdentityVerifier;
}

/** The columns a verified person is stored with, the same for the user and family members. */
interface VerifiedPerson {
  name: string;
  id_type: IdType;
  id_no: string;
  phone: string;
  card_no: string | null;
  sex: Sex;
  birthday: string;
}

const ALREADY_VERIFIED = '已完成实名认证，如需修改请先重新认证';

const invalid = (message: string) => new AppError('INVALID_INPUT', 400, message);

/** A medical card number as stored: an empty value clears it. */
function cardNumber(value: string): string | null {
  const card = value.trim();
  if (card === '') return null;
  if (!CARD_NUMBER_PATTERN.test(card))
    throw invalid('就诊卡号只能包含字母、数字和连字符，最多 32 位');
  return card;
}

async function verifiedPerson(
  verifier: IdentityVerifier,
  body: IdentityBody,
  today: string,
): Promise<VerifiedPerson> {
  // Field by field: the form also carries the session token, which no verifier should see.
  const { name, type, idno, phone, sex, birthday } = body;
  const problem = await verifier.verify({ name, type, idno, phone, sex, birthday });
  if (problem) throw invalid(problem);
  const base = {
    name: body.name.trim(),
    id_type: body.type,
    id_no: body.idno.trim().toUpperCase(),
    phone: body.phone,
    card_no: cardNumber(body.cardno ?? ''),
  };
  if (body.type === '01') {
    // Stored as the number says, whatever the form sent; a replaced verifier cannot skip this.
    const checked = checkMainlandId(base.id_no, today);
    if (!checked.ok) throw invalid(checked.problem);
    return { ...base, ...checked.facts };
  }
  if (!body.sex) throw invalid('请选择性别');
  if (!body.birthday) throw invalid('请填写出生日期');
  return { ...base, sex: body.sex, birthday: body.birthday };
}

function maskedPerson(row: IdentityRow | FamilyMemberRow) {
  return {
    name: row.name,
    type: row.id_type as IdType,
    idNo: maskDocument(row.id_type, row.id_no),
    phone: maskPhone(row.phone),
    cardNo: row.card_no,
    sex: row.sex,
    birthday: row.birthday,
  };
}

export function toIdentityInfo(row: IdentityRow): IdentityInfo {
  return { ...maskedPerson(row), verifiedAt: row.verified_at };
}

function toFamilyMember(
  row: FamilyMemberRow,
  today: string,
  access: Map<string, LiveAccess>,
): FamilyMember {
  return {
    id: row.id,
    relation: row.relation,
    ...maskedPerson(row),
    age: ageOn(row.birthday, today),
    recordAccess: memberAccess(access.get(row.id), personKeyOf(row.id_type, row.id_no)),
  };
}

type LiveAccess = Awaited<ReturnType<typeof liveAccessOfAccount>>[number];

/**
 * Where consent to read a member's records stands. A grant counts only for the document it
 * was given for, so a row can never lend one person's consent to another.
 */
export function memberAccess(row: LiveAccess | undefined, personKey: string): RecordAccessState {
  return row && row.person_key === personKey ? row.status : 'none';
}

async function accessByMember(db: Db, userId: string): Promise<Map<string, LiveAccess>> {
  const rows = await liveAccessOfAccount(db, userId);
  return new Map(rows.map((r) => [r.family_member_id, r]));
}

export async function verifyAccount(
  { db, verifier }: IdentityDeps,
  userId: string,
  body: IdentityBody,
): Promise<IdentityInfo> {
  if (await findIdentity(db, userId)) throw new AppError('CONFLICT', 409, ALREADY_VERIFIED);
  const row: IdentityRow = {
    ...(await verifiedPerson(verifier, body, chinaToday())),
    user_id: userId,
    verified_at: nowIso(),
  };
  await db.transaction().execute(async (trx) => {
    const result = await insertIdentity(trx, row);
    if (result === 'document-taken') {
      throw new AppError('CONFLICT', 409, '该证件已被其他账号实名认证');
    }
    if (result === 'already-verified') throw new AppError('CONFLICT', 409, ALREADY_VERIFIED);
    // Once per account: verifying again after 重新认证 earns nothing more.
    await awardPoints(trx, userId, 'identity_verified');
  });
  return toIdentityInfo(row);
}

export async function editAccountIdentity(
  db: Db,
  userId: string,
  { type, data }: EditIdentityBody,
): Promise<IdentityInfo> {
  let changes: { phone: string } | { card_no: string | null };
  if (type === 'phone') {
    if (!MOBILE_PATTERN.test(data.trim())) throw invalid('手机号格式不正确');
    changes = { phone: data.trim() };
  } else {
    changes = { card_no: cardNumber(data) };
  }
  const row = await updateIdentityContact(db, userId, changes);
  if (!row) throw new AppError('IDENTITY_REQUIRED', 403, '请先完成实名认证');
  return toIdentityInfo(row);
}

export async function familyList(db: Db, userId: string, max: number): Promise<FamilyList> {
  const today = chinaToday();
  const [rows, access] = await Promise.all([listMembers(db, userId), accessByMember(db, userId)]);
  return { list: rows.map((row) => toFamilyMember(row, today, access)), max };
}

export async function addFamilyMember(
  { db, verifier }: IdentityDeps,
  userId: string,
  body: FamilyMemberBody,
  max: number,
): Promise<FamilyMember> {
  const today = chinaToday();
  const at = nowIso();
  const row: FamilyMemberRow = {
    ...(await verifiedPerson(verifier, body, today)),
    id: newId(),
    user_id: userId,
    relation: body.relation,
    created_at: at,
    updated_at: at,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await lockAccount(trx, userId);
      const own = await findIdentity(trx, userId);
      if (own && own.id_type === row.id_type && own.id_no === row.id_no) {
        throw new AppError('CONFLICT', 409, '不能添加本人为就诊人');
      }
      if ((await countMembers(trx, userId)) >= max) {
        throw new AppError('CONFLICT', 409, `最多只能添加 ${max} 位就诊人`);
      }
      await insertMember(trx, row);
    });
  } catch (error) {
    if (/document_uq|family_member\.id_no/.test(uniqueViolation(error) ?? '')) {
      throw new AppError('CONFLICT', 409, '该就诊人已添加');
    }
    throw error;
  }
  return toFamilyMember(row, today, new Map());
}

export async function editFamilyMember(
  db: Db,
  userId: string,
  id: string,
  body: FamilyEditBody,
): Promise<FamilyMember> {
  const row = await updateMember(db, userId, id, {
    relation: body.relation,
    phone: body.phone,
    card_no: body.cardno === undefined ? undefined : cardNumber(body.cardno),
    updated_at: nowIso(),
  });
  if (!row) throw new AppError('NOT_FOUND', 404, '就诊人不存在');
  return toFamilyMember(row, chinaToday(), await accessByMember(db, userId));
}

export async function removeFamilyMember(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteMember(db, userId, id))) {
    throw new AppError('NOT_FOUND', 404, '就诊人不存在');
  }
}

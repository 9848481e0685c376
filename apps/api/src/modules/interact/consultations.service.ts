import {
  ageOn,
  maskName,
  type ConsultAskBody,
  type ConsultAskResult,
  type ConsultDetail,
  type ConsultPage,
  type ConsultPageQuery,
} from '@portal/contract';
import type { Transaction } from 'kysely';
import { lockName } from '../../db/advisory-lock.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/in-transaction.js';
import type { DB } from '../../db/schema.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../lib/app-error.js';
import { chinaDayStart, chinaToday } from '../../lib/china-day.js';
import { assertSameRequest, requestHash } from '../../lib/idempotency.js';
import { newId } from '../../lib/tokens.js';
import { accountRules } from '../auth/account-rules.js';
import { personOf } from '../identity/people.service.js';
import { awardPoints } from '../points/points.service.js';
import { addPatientMessage } from './consult-images.js';
import { screenConsultText } from './consult-screen.js';
import { detailOf, listItemOf } from './consult-views.js';
import {
  accountConsultations,
  askedCounts,
  consultationOfKey,
  departmentForAsk,
  doctorForAsk,
  findConsultation,
  insertConsultation,
  markRead,
  threadOf,
  type NamedConsultationRow,
} from './consultations.repository.js';

const TITLE_CHARS = 30;
const notFound = () => new AppError('NOT_FOUND', 404, '没有找到这条咨询');
const invalid = (message: string) => new AppError('INVALID_INPUT', 400, message);

/** The asker's own consultation, or 404 for anyone else (other citizens included). */
export async function askersConsultation(
  db: Db,
  accountId: string,
  id: string,
): Promise<NamedConsultationRow> {
  const row = await findConsultation(db, id);
  if (!row || row.account_id !== accountId) throw notFound();
  return row;
}

/** Where a question goes: a doctor who takes questions, or a department. */
async function askTarget(db: Db, body: ConsultAskBody) {
  if (Boolean(body.departmentId) === Boolean(body.doctorId)) {
    throw invalid('请选择咨询的科室或医生（二选一）');
  }
  if (body.doctorId) {
    const doctor = await doctorForAsk(db, body.doctorId);
    if (!doctor || doctor.retired_at !== null || doctor.department_retired_at !== null) {
      throw invalid('没有找到这位医生，请重新选择');
    }
    if (Number(doctor.accepts_questions) !== 1) {
      throw invalid('这位医生暂不接受在线咨询，请选择其他医生或直接咨询科室');
    }
    return {
      hospitalId: doctor.hospital_id,
      departmentId: doctor.department_id,
      doctorId: doctor.id,
    };
  }
  const department = await departmentForAsk(db, body.departmentId!);
  if (!department || department.retired_at !== null) {
    throw invalid('没有找到这个科室，请重新选择');
  }
  return { hospitalId: department.hospital_id, departmentId: department.id, doctorId: null };
}

/** Both budgets, counted from the account's own rows while its lock is held. */
async function checkBudgets(trx: Transaction<DB>, accountId: string, now: Date) {
  const rules = await accountRules(trx);
  const counts = await askedCounts(trx, accountId, chinaDayStart(now).toISOString());
  if (counts.open >= rules.consultOpenMax) {
    throw new AppError(
      'CONSULT_LIMIT',
      429,
      `您已有 ${counts.open} 条咨询尚未结束（最多 ${rules.consultOpenMax} 条），请等医生回复或关闭已解决的咨询后再提问`,
    );
  }
  if (counts.today >= rules.consultDailyMax) {
    throw new AppError(
      'CONSULT_LIMIT',
      429,
      `今天已提交 ${counts.today} 条咨询，已达每日上限，请明天再来`,
    );
  }
}

async function replay(row: { id: string; request_hash: string }, hash: string) {
  assertSameRequest(row.request_hash, hash, '另一条咨询');
  return { id: row.id, points: 0 };
}

/** POST /api/consultations: a verified account asks for itself or a family member. */
export async function askConsultation(
  db: Db,
  accountId: string,
  body: ConsultAskBody,
  key: string,
  now = new Date(),
): Promise<ConsultAskResult> {
  const imageIds = body.imageIds ?? [];
  const text = body.text.trim();
  const hash = requestHash(
    body.patientId,
    body.departmentId ?? '',
    body.doctorId ?? '',
    body.public ? '1' : '0',
    imageIds.join(','),
    text,
  );
  const earlier = await consultationOfKey(db, accountId, key);
  if (earlier) return replay(earlier, hash);

  const person = await personOf(db, accountId, body.patientId);
  if (!person) throw new AppError('NOT_FOUND', 404, '没有找到这位就诊人');
  const target = await askTarget(db, body);
  await screenConsultText(db, text, { min: true });

  const at = now.toISOString();
  const id = newId();
  const label = person.id === 'self' ? '本人' : `${maskName(person.name)}（${person.relation}）`;
  try {
    const points = await inTransaction(db, async (trx) => {
      await lockName(trx, `consult-ask:${accountId}`);
      await checkBudgets(trx, accountId, now);
      await insertConsultation(trx, {
        id,
        account_id: accountId,
        family_member_id: person.familyMemberId,
        idempotency_key: key,
        request_hash: hash,
        patient_label: label,
        patient_age: ageOn(person.birthday, chinaToday(now)),
        patient_sex: person.sex,
        hospital_id: target.hospitalId,
        department_id: target.departmentId,
        doctor_id: target.doctorId,
        asked_doctor_id: target.doctorId,
        status: 'waiting',
        public: body.public ? 1 : 0,
        title: Array.from(text.replace(/\s+/g, ' ')).slice(0, TITLE_CHARS).join(''),
        queued_at: at,
        created_at: at,
        updated_at: at,
      });
      await addPatientMessage(trx, accountId, id, { text, imageIds, at });
      const award = await awardPoints(trx, accountId, 'question_asked', { key: id, now });
      return award.amount;
    });
    return { id, points };
  } catch (error) {
    // A retry racing the first submit meets its row on the (account, key) index.
    if (/idempotency/.test(uniqueViolation(error) ?? '')) {
      return replay((await consultationOfKey(db, accountId, key))!, hash);
    }
    throw error;
  }
}

/** GET /api/consultations/:id: the asker reads the thread, which marks it read. */
export async function consultationDetail(
  db: Db,
  accountId: string,
  id: string,
  now = new Date(),
): Promise<ConsultDetail> {
  const row = await askersConsultation(db, accountId, id);
  const thread = await threadOf(db, id);
  await markRead(db, id, `account:${accountId}`, now.toISOString());
  return detailOf(row, thread);
}

/** GET /api/zlb.consult_page.html: the account's consultations, newest activity first. */
export async function myConsultations(
  db: Db,
  accountId: string,
  { pageNo, pageSize, status }: ConsultPageQuery,
): Promise<ConsultPage> {
  const { rows, total, unreadByStatus } = await accountConsultations(
    db,
    accountId,
    status,
    pageNo,
    pageSize,
  );
  return {
    list: rows.map(listItemOf),
    total,
    pageNo,
    pageSize,
    unreadByStatus: Object.fromEntries(unreadByStatus.map((s) => [s.status, s.unread])),
  };
}

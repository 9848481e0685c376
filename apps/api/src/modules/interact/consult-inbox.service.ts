import {
  CONSULT_OVERDUE_HOURS,
  CONSULT_PHRASES_MAX,
  STAFF_API,
  type DashboardConsultations,
  type StaffConsultCloseBody,
  type StaffConsultDetail,
  type StaffConsultItem,
  type StaffConsultPage,
  type StaffConsultQuery,
  type StaffPhrase,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/in-transaction.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { invalidatePublicReads } from '../../lib/public-cache.js';
import type { SmsProvider } from '../../lib/sms.js';
import { newId } from '../../lib/tokens.js';
import { textAsker } from './consult-clock.js';
import {
  consultationsAsked,
  countPhrases,
  deletePhrase,
  departmentOf,
  doctorPlace,
  findInboxRow,
  inboxPage,
  insertPhrase,
  phrasesOf,
  type InboxRow,
} from './consult-inbox.repository.js';
import { messagesOf, ratingOf } from './consult-views.js';
import {
  insertMessage,
  markRead,
  threadOf,
  updateConsultation,
} from './consultations.repository.js';
import { indexConsultation } from './consultations-search.js';

/**
 * The doctors' side of consultations (domain-rules.md "Consultations"): a doctor reads their
 * hospital's questions to their department and the ones asked of them or taken by them; a
 * named doctor's question is theirs alone until the clock passes it on. Anything else answers
 * as missing, like another account's data.
 */

/** The signed-in doctor (the staff session's linked doctor record). */
export type InboxActor = AuditActor & { staffId: string; doctorId: string | null };

export interface InboxDeps {
  db: Db;
  sms: SmsProvider;
  log: FastifyBaseLogger;
}

const missing = () => new AppError('NOT_FOUND', 404, '没有找到这条咨询');
const readerOf = (actor: InboxActor) => `staff:${actor.staffId}`;

async function doctorOf(db: Db, actor: InboxActor) {
  const doctor = actor.doctorId ? await doctorPlace(db, actor.doctorId) : undefined;
  if (!doctor || doctor.hospital_id !== actor.hospitalId) {
    throw new AppError('FORBIDDEN', 403, '您的账号未关联医生，不能回复咨询');
  }
  return doctor;
}

type Doctor = NonNullable<Awaited<ReturnType<typeof doctorPlace>>>;

/** A named doctor's question still with that doctor: nobody else may read it yet. */
const heldByName = (row: InboxRow) =>
  row.asked_doctor_id !== null &&
  row.transferred_at === null &&
  row.doctor_id === row.asked_doctor_id;

function readable(row: InboxRow, doctor: Doctor): boolean {
  if (row.hospital_id !== doctor.hospital_id) return false;
  if (row.doctor_id === doctor.id || row.asked_doctor_id === doctor.id) return true;
  return row.department_id === doctor.department_id && !heldByName(row);
}

/** 0, 24 or 48: how overdue a waiting question is, from when it reached its queue. */
export function overdueHours(row: InboxRow, now = new Date()): number {
  if (row.status !== 'waiting') return 0;
  const hours = (now.getTime() - Date.parse(row.queued_at)) / 3_600_000;
  return [...CONSULT_OVERDUE_HOURS].reverse().find((h) => hours >= h) ?? 0;
}

function item(row: InboxRow, doctor: Doctor): StaffConsultItem {
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    patient: { age: row.patient_age, sex: row.patient_sex },
    departmentName: row.department_name,
    doctorName: row.doctor_name,
    mine: row.doctor_id === doctor.id,
    overdueHours: overdueHours(row),
    unread: row.unread,
    askedAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function staffConsultations(
  db: Db,
  actor: InboxActor,
  { box, pageNo, pageSize }: StaffConsultQuery,
): Promise<StaffConsultPage> {
  const doctor = await doctorOf(db, actor);
  const { rows, total } = await inboxPage(db, doctor, readerOf(actor), box, pageNo, pageSize);
  return { list: rows.map((r) => item(r, doctor)), total, pageNo, pageSize };
}

async function reachable(db: Db, actor: InboxActor, id: string) {
  const doctor = await doctorOf(db, actor);
  const row = await findInboxRow(db, id, readerOf(actor));
  if (!row || !readable(row, doctor)) throw missing();
  return { row, doctor };
}

/** The console reads a thread's images through its own route, with the staff session. */
const staffImageUrl = (citizenUrl: string) => `${STAFF_API}${citizenUrl.slice('/api'.length)}`;

async function detail(db: Db, actor: InboxActor, id: string): Promise<StaffConsultDetail> {
  const { row, doctor } = await reachable(db, actor, id);
  const messages = messagesOf(id, await threadOf(db, id)).map((m) => ({
    ...m,
    images: m.images.map(staffImageUrl),
  }));
  const open = row.status === 'waiting' || row.status === 'answered';
  return {
    id: row.id,
    status: row.status,
    public: row.public === 1,
    patient: { age: row.patient_age, sex: row.patient_sex },
    departmentId: row.department_id,
    departmentName: row.department_name,
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
    mine: row.doctor_id === doctor.id,
    overdueHours: overdueHours(row),
    messages,
    closeReason: row.close_reason,
    rating: ratingOf(row),
    canTake: row.status === 'waiting' && row.doctor_id === null,
    canReply: open && (row.doctor_id === null || row.doctor_id === doctor.id),
    askedAt: row.created_at,
  };
}

/** The thread as the doctor reads it; reading it marks the patient's messages read. */
export async function staffConsultation(
  db: Db,
  actor: InboxActor,
  id: string,
): Promise<StaffConsultDetail> {
  const answer = await detail(db, actor, id);
  await markRead(db, id, readerOf(actor), new Date().toISOString());
  return answer;
}

/** Checks the doctor may read the thread (its images follow the same rule); 404 otherwise. */
export async function assertReadable(db: Db, actor: InboxActor, id: string): Promise<void> {
  await reachable(db, actor, id);
}

const takenByOther = () =>
  new AppError('CONFLICT', 409, '这条咨询已由其他医生接诊，请刷新后查看其他咨询');
const notOpen = () => new AppError('CONFLICT', 409, '这条咨询已关闭或已过期，不能再处理');

/** Takes a question (a named doctor's is theirs already): of two doctors racing, one wins. */
export async function takeConsultation(
  db: Db,
  actor: InboxActor,
  id: string,
): Promise<StaffConsultDetail> {
  const { row, doctor } = await reachable(db, actor, id);
  if (row.status !== 'waiting') throw notOpen();
  if (row.doctor_id !== null && row.doctor_id !== doctor.id) throw takenByOther();
  const at = new Date().toISOString();
  await inTransaction(db, async (trx) => {
    const taken = await updateConsultation(
      trx,
      id,
      { statuses: ['waiting'], untakenOr: doctor.id },
      { doctor_id: doctor.id, updated_at: at },
    );
    if (!taken) throw takenByOther();
    await recordAudit(trx, actor, {
      action: 'consultation.take',
      entity: 'consultation',
      entityId: id,
      before: { doctorId: row.doctor_id },
      after: { doctorId: doctor.id },
    });
  });
  return detail(db, actor, id);
}

/**
 * Checks the doctor may write in the thread now: open, and untaken or theirs. A colleague's
 * question they can read answers 409 (it is there, someone else holds it), not 404.
 */
async function writable(db: Db, actor: InboxActor, id: string) {
  const found = await reachable(db, actor, id);
  if (found.row.status !== 'waiting' && found.row.status !== 'answered') throw notOpen();
  if (found.row.doctor_id !== null && found.row.doctor_id !== found.doctor.id) {
    throw takenByOther();
  }
  return found;
}

/**
 * An answer: takes the question when untaken, and the first one makes it answered and texts
 * the patient (a refused text is logged; the answer stands).
 */
export async function replyToConsultation(
  deps: InboxDeps,
  actor: InboxActor,
  id: string,
  input: string,
): Promise<StaffConsultDetail> {
  const { db } = deps;
  const { row, doctor } = await writable(db, actor, id);
  const text = input.trim();
  if (!text) throw new AppError('INVALID_INPUT', 400, '请填写回复内容');
  const at = new Date().toISOString();
  const first = row.answered_at === null;
  await inTransaction(db, async (trx) => {
    const changed = await updateConsultation(
      trx,
      id,
      { statuses: ['waiting', 'answered'], untakenOr: doctor.id },
      {
        doctor_id: doctor.id,
        status: 'answered',
        ...(first ? { answered_at: at } : {}),
        last_reply_at: at,
        updated_at: at,
      },
    );
    if (!changed) throw takenByOther();
    await insertMessage(trx, {
      id: newId(),
      consultation_id: id,
      sender: 'doctor',
      doctor_id: doctor.id,
      staff_id: actor.staffId,
      text,
      created_at: at,
    });
    await markRead(trx, id, readerOf(actor), at);
    if (row.public === 1) await indexConsultation(trx, id);
    await recordAudit(trx, actor, {
      action: 'consultation.reply',
      entity: 'consultation',
      entityId: id,
      before: { status: row.status, doctorId: row.doctor_id },
      after: { status: 'answered', doctorId: doctor.id, reply: text },
    });
  });
  // The public list shows the answer at once, not after its short cache lifetime.
  if (row.public === 1) invalidatePublicReads(db);
  if (first) {
    await textAsker(deps, row, {
      purpose: 'consult_answered',
      text: `您向${row.department_name}的咨询已有医生回复，请登录青禾县12320“我的咨询”查看。`,
      params: { department: row.department_name, change: '已有医生回复' },
    });
  }
  return detail(db, actor, id);
}

/** 建议线下就诊: an optional last word, then closed with the reason `offline`. */
export async function closeConsultation(
  db: Db,
  actor: InboxActor,
  id: string,
  body: StaffConsultCloseBody,
): Promise<StaffConsultDetail> {
  const { row, doctor } = await writable(db, actor, id);
  const text = body.text?.trim() ?? '';
  const at = new Date().toISOString();
  await inTransaction(db, async (trx) => {
    const changed = await updateConsultation(
      trx,
      id,
      { statuses: ['waiting', 'answered'], untakenOr: doctor.id },
      {
        doctor_id: doctor.id,
        status: 'closed',
        close_reason: 'offline',
        closed_at: at,
        ...(text ? { last_reply_at: at } : {}),
        updated_at: at,
      },
    );
    if (!changed) throw takenByOther();
    if (text) {
      await insertMessage(trx, {
        id: newId(),
        consultation_id: id,
        sender: 'doctor',
        doctor_id: doctor.id,
        staff_id: actor.staffId,
        text,
        created_at: at,
      });
    }
    if (row.public === 1) await indexConsultation(trx, id);
    await recordAudit(trx, actor, {
      action: 'consultation.close',
      entity: 'consultation',
      entityId: id,
      before: { status: row.status, closeReason: null },
      after: { status: 'closed', closeReason: 'offline', ...(text ? { text } : {}) },
    });
  });
  if (row.public === 1) invalidatePublicReads(db);
  return detail(db, actor, id);
}

/** Passes a waiting question to another department of the hospital, to its queue's start. */
export async function transferConsultation(
  db: Db,
  actor: InboxActor,
  id: string,
  departmentId: string,
): Promise<{ ok: true }> {
  const { row, doctor } = await writable(db, actor, id);
  if (row.status !== 'waiting') {
    throw new AppError('CONFLICT', 409, '已回复的咨询不能转科室');
  }
  const to = await departmentOf(db, departmentId);
  if (!to || to.hospital_id !== row.hospital_id || to.retired_at !== null) {
    throw new AppError('INVALID_INPUT', 400, '只能转给本院的其他科室');
  }
  if (to.id === row.department_id) {
    throw new AppError('INVALID_INPUT', 400, '这条咨询已在该科室，请选择其他科室');
  }
  const at = new Date().toISOString();
  await inTransaction(db, async (trx) => {
    const changed = await updateConsultation(
      trx,
      id,
      { statuses: ['waiting'], untakenOr: doctor.id },
      { department_id: to.id, doctor_id: null, queued_at: at, updated_at: at },
    );
    if (!changed) throw takenByOther();
    await recordAudit(trx, actor, {
      action: 'consultation.transfer',
      entity: 'consultation',
      entityId: id,
      before: { departmentId: row.department_id, doctorId: row.doctor_id },
      after: { departmentId: to.id, doctorId: null },
    });
  });
  // The doctor may no longer read it: the answer says only that it went.
  return { ok: true };
}

/**
 * The dashboard's consultation figures for a period (UTC instants) and hospital scope: a row
 * per question asked in it, folded here (timestamps are text on both engines).
 */
export async function consultationFigures(
  db: Db,
  hospitalId: string | null,
  from: string,
  to: string,
): Promise<DashboardConsultations> {
  const { asked, waiting } = await consultationsAsked(db, hospitalId, from, to);
  const answered = asked.filter((c) => c.answered_at !== null);
  // The bureau's measure of an answer in good time: within 48 hours of the question.
  const within = 48 * 3_600_000;
  const scores = asked.flatMap((c) => (c.rating_score === null ? [] : [c.rating_score]));
  return {
    asked: asked.length,
    answered: answered.length,
    answeredIn48h: answered.filter(
      (c) => Date.parse(c.answered_at!) - Date.parse(c.created_at) <= within,
    ).length,
    rated: scores.length,
    averageRating:
      scores.length === 0
        ? null
        : Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10,
    waiting,
  };
}

// Saved phrases (常用语): each doctor's own, at most CONSULT_PHRASES_MAX.

const phrase = (row: { id: string; text: string }): StaffPhrase => ({ id: row.id, text: row.text });

export async function myPhrases(db: Db, actor: InboxActor): Promise<StaffPhrase[]> {
  return (await phrasesOf(db, actor.staffId)).map(phrase);
}

export async function addPhrase(db: Db, actor: InboxActor, input: string): Promise<StaffPhrase> {
  const text = input.trim();
  if (!text) throw new AppError('INVALID_INPUT', 400, '请填写常用语');
  const row = { id: newId(), staff_id: actor.staffId, text, created_at: new Date().toISOString() };
  await inTransaction(db, async (trx) => {
    // Counted inside the write's transaction; two quick adds at the limit may pass together,
    // which costs one phrase over a soft limit, never data.
    if ((await countPhrases(trx, actor.staffId)) >= CONSULT_PHRASES_MAX) {
      throw new AppError(
        'CONFLICT',
        409,
        `常用语最多保存 ${CONSULT_PHRASES_MAX} 条，请先删除不用的`,
      );
    }
    await insertPhrase(trx, row);
    await recordAudit(trx, actor, {
      action: 'phrase.create',
      entity: 'staff_phrase',
      entityId: row.id,
      after: { text },
    });
  });
  return phrase(row);
}

export async function removePhrase(db: Db, actor: InboxActor, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const gone = await deletePhrase(trx, actor.staffId, id);
    if (!gone) throw new AppError('NOT_FOUND', 404, '没有找到这条常用语');
    await recordAudit(trx, actor, {
      action: 'phrase.delete',
      entity: 'staff_phrase',
      entityId: id,
      before: { text: gone.text },
    });
  });
}

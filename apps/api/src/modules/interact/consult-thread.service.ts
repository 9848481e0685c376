import {
  CONSULT_FOLLOW_UPS,
  type ConsultDetail,
  type ConsultFollowUpBody,
  type ConsultRatingBody,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/in-transaction.js';
import { AppError } from '../../lib/app-error.js';
import { invalidatePublicReads } from '../../lib/public-cache.js';
import { addPatientMessage } from './consult-images.js';
import { screenConsultText } from './consult-screen.js';
import { indexConsultation } from './consultations-search.js';
import { askersConsultation, consultationDetail } from './consultations.service.js';
import { OPEN_STATUSES, threadOf, updateConsultation } from './consultations.repository.js';

/** What the asker does in the thread: follow up, close, rate. Each answers the thread again. */

/** POST /api/consultations/:id/messages: one of the 2 follow-ups after an answer. */
export async function followUp(
  db: Db,
  accountId: string,
  id: string,
  body: ConsultFollowUpBody,
  now = new Date(),
): Promise<ConsultDetail> {
  const row = await askersConsultation(db, accountId, id);
  const refused = () =>
    new AppError(
      'CONFLICT',
      409,
      row.status === 'answered'
        ? `每条咨询在医生回复后最多追问 ${CONSULT_FOLLOW_UPS} 次，您已用完，如需继续请重新提问`
        : '医生回复后才能追问',
    );
  if (row.status !== 'answered' || row.follow_ups >= CONSULT_FOLLOW_UPS) throw refused();
  // A follow-up asks about an answer: the next waits for the doctor's word on the last.
  const { messages } = await threadOf(db, id);
  if (messages.at(-1)?.sender !== 'doctor') {
    throw new AppError('CONFLICT', 409, '请等医生回复上一条追问后再继续追问');
  }
  const text = body.text.trim();
  await screenConsultText(db, text, { min: false });
  const imageIds = body.imageIds ?? [];
  const at = now.toISOString();
  await inTransaction(db, async (trx) => {
    const counted = await updateConsultation(
      trx,
      id,
      { statuses: ['answered'], followUpsBelow: CONSULT_FOLLOW_UPS },
      { follow_ups: row.follow_ups + 1, updated_at: at },
    );
    if (!counted) throw refused();
    await addPatientMessage(trx, accountId, id, { text, imageIds, at });
    // The follow-up joins the public thread the search shows.
    if (row.public === 1) await indexConsultation(trx, id);
  });
  if (row.public === 1) invalidatePublicReads(db);
  return consultationDetail(db, accountId, id, now);
}

/** POST /api/consultations/:id/close: the asker ends it (waiting or answered). */
export async function closeConsultation(
  db: Db,
  accountId: string,
  id: string,
  now = new Date(),
): Promise<ConsultDetail> {
  await askersConsultation(db, accountId, id);
  const at = now.toISOString();
  const closed = await updateConsultation(
    db,
    id,
    { statuses: OPEN_STATUSES },
    { status: 'closed', close_reason: 'patient', closed_at: at, updated_at: at },
  );
  if (!closed) throw new AppError('CONFLICT', 409, '这条咨询已经结束，无需再关闭');
  return consultationDetail(db, accountId, id, now);
}

/** POST /api/consultations/:id/rating: once, after a doctor answered. */
export async function rateConsultation(
  db: Db,
  accountId: string,
  id: string,
  body: ConsultRatingBody,
  now = new Date(),
): Promise<ConsultDetail> {
  const row = await askersConsultation(db, accountId, id);
  if (row.answered_at === null) {
    throw new AppError('CONFLICT', 409, '医生回复后才能评价');
  }
  const text = (body.text ?? '').trim();
  if (text) await screenConsultText(db, text, { min: false });
  const at = now.toISOString();
  const rated = await updateConsultation(
    db,
    id,
    { statuses: ['answered', 'closed'], unrated: true },
    { rating_score: body.score, rating_text: text, rated_at: at, updated_at: at },
  );
  if (!rated) throw new AppError('CONFLICT', 409, '这条咨询已经评价过了，每条咨询只能评价一次');
  invalidatePublicReads(db);
  return consultationDetail(db, accountId, id, now);
}

import {
  EVALUATION_DIMENSIONS,
  EVALUATION_REPORTS_TO_HIDE,
  EVALUATION_SUMMARY_YEARS,
  maskName,
  type EvaluationBody,
  type EvaluationEditBody,
  type EvaluationPage,
  type EvaluationQuery,
  type EvaluationResult,
  type EvaluationSummary,
  type EvaluationSummaryQuery,
  type MyEvaluationList,
} from '@portal/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/in-transaction.js';
import type { DB } from '../../db/schema.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS, spendBudget, waitText } from '../../lib/budget.js';
import { chinaToday } from '../../lib/china-day.js';
import { invalidatePublicReads } from '../../lib/public-cache.js';
import { contactProblem, findSensitiveWords } from '../../lib/text-screen.js';
import { newId } from '../../lib/tokens.js';
import { accountRules } from '../auth/account-rules.js';
import { awardPoints } from '../points/points.service.js';
import { editRefusal, firstEvaluableDay, myItem, publicItem } from './evaluation-views.js';
import {
  accountEvaluations,
  countReport,
  evaluableBookingIds,
  evaluationOfBooking,
  evaluationPage,
  evaluationTotals,
  findEvaluation,
  queueLength,
  hasReported,
  insertEvaluation,
  insertReport,
  updateEvaluation,
  visitForEvaluation,
  type EvaluationRow,
} from './evaluations.repository.js';

const notFound = () => new AppError('NOT_FOUND', 404, '没有找到这条评价');

/** What the text becomes once screened: trimmed, refused with contact details, held on a word. */
async function screen(db: Db, input: string) {
  const text = input.trim();
  const problem = contactProblem(text);
  if (problem) throw new AppError('INVALID_INPUT', 400, problem);
  const matched = await findSensitiveWords(db, text);
  return { text, status: matched.length > 0 ? ('held' as const) : ('published' as const), matched };
}

/** The +10 of review_written, once per visit whatever publishes it (author, edit, moderator). */
export async function creditEvaluation(trx: Transaction<DB>, row: EvaluationRow) {
  const award = await awardPoints(trx, row.account_id, 'review_written', { key: row.booking_id });
  return award.amount;
}

async function spend(
  db: Db,
  kind: 'evaluation' | 'evaluation-report',
  accountId: string,
  now: Date,
) {
  const rules = await accountRules(db);
  const max = kind === 'evaluation' ? rules.evaluationDailyMax : rules.evaluationReportDailyMax;
  const spent = await spendBudget(db, { key: `${kind}:${accountId}`, max, windowMs: DAY_MS }, now);
  if (!spent.ok) {
    const what = kind === 'evaluation' ? '发表评价' : '举报评价';
    throw new AppError(
      'RATE_LIMITED',
      429,
      `今天${what}的次数已达上限，请 ${waitText(spent.retryAt)}后再试`,
    );
  }
}

/** POST /api/evaluations: the account that booked the visit evaluates it. */
export async function writeEvaluation(
  db: Db,
  accountId: string,
  body: EvaluationBody,
  now = new Date(),
): Promise<EvaluationResult> {
  const visit = await visitForEvaluation(db, body.bookingId);
  if (!visit || visit.account_id !== accountId) {
    throw new AppError('NOT_FOUND', 404, '没有找到这次预约');
  }
  // A visit day still ahead cannot have been a visit, whatever a feed said.
  if (visit.status !== 'completed' || visit.date > chinaToday(now)) {
    throw new AppError('NOT_COMPLETED', 409, '就诊完成后才能评价，请在医院确认就诊后再来');
  }
  if (visit.date < firstEvaluableDay(now)) {
    throw new AppError('EVALUATION_WINDOW_PASSED', 409, '就诊已超过 30 天，不能再评价');
  }
  const alreadyEvaluated = () =>
    new AppError('ALREADY_EVALUATED', 409, '这次就诊已经评价过了，每次就诊只能评价一次');
  if (await evaluationOfBooking(db, visit.id)) throw alreadyEvaluated();
  const { text, status, matched } = await screen(db, body.text);
  await spend(db, 'evaluation', accountId, now);

  const at = now.toISOString();
  const row: EvaluationRow = {
    id: newId(),
    booking_id: visit.id,
    account_id: accountId,
    hospital_id: visit.hospital_id,
    department_id: visit.department_id,
    doctor_id: visit.doctor_id,
    author: maskName(visit.patient_name),
    visit_date: visit.date,
    ...body.scores,
    overall: body.overall,
    text,
    status,
    matched_words: JSON.stringify(matched),
    reject_reason: null,
    reports: 0,
    edited_at: null,
    reply_text: null,
    replied_at: null,
    replied_by: null,
    moderated_at: null,
    moderated_by: null,
    created_at: at,
    updated_at: at,
  };
  try {
    const points = await inTransaction(db, async (trx) => {
      await insertEvaluation(trx, row);
      return status === 'published' ? creditEvaluation(trx, row) : 0;
    });
    if (status === 'published') invalidatePublicReads(db);
    return { id: row.id, status, points };
  } catch (err) {
    if (uniqueViolation(err) !== undefined) throw alreadyEvaluated();
    throw err;
  }
}

/** PUT /api/evaluations/:id: the author's one edit, within 24 hours, screened again. */
export async function editEvaluation(
  db: Db,
  accountId: string,
  id: string,
  body: EvaluationEditBody,
  now = new Date(),
): Promise<EvaluationResult> {
  const row = await findEvaluation(db, id);
  if (!row || row.account_id !== accountId) throw notFound();
  const refusal = editRefusal(row, now);
  if (refusal) throw new AppError('CONFLICT', 409, refusal);
  const { text, status, matched } = await screen(db, body.text);
  const at = now.toISOString();
  const changes = {
    ...body.scores,
    overall: body.overall,
    text,
    status,
    matched_words: JSON.stringify(matched),
    reject_reason: null,
    edited_at: at,
    updated_at: at,
  };
  const points = await inTransaction(db, async (trx) => {
    const changed = await updateEvaluation(
      trx,
      id,
      { statuses: ['published', 'held', 'rejected'], unedited: true },
      changes,
    );
    if (!changed) throw new AppError('CONFLICT', 409, '每条评价只能修改一次，您已修改过');
    return status === 'published' ? creditEvaluation(trx, row) : 0;
  });
  invalidatePublicReads(db);
  return { id, status, points };
}

/** POST /api/evaluations/:id/report: once per account; the third report hides it. */
export async function reportEvaluation(
  db: Db,
  accountId: string,
  id: string,
  now = new Date(),
): Promise<void> {
  const row = await findEvaluation(db, id);
  if (!row || row.status !== 'published') throw notFound();
  if (row.account_id === accountId) {
    throw new AppError('CONFLICT', 409, '不能举报自己发表的评价');
  }
  const already = () => new AppError('CONFLICT', 409, '您已举报过这条评价');
  if (await hasReported(db, id, accountId)) throw already();
  await spend(db, 'evaluation-report', accountId, now);
  const at = now.toISOString();
  const hidden = await inTransaction(db, async (trx) => {
    if (!(await insertReport(trx, id, accountId, at))) throw already();
    return countReport(trx, id, EVALUATION_REPORTS_TO_HIDE, at);
  });
  if (hidden) invalidatePublicReads(db);
}

/** GET /api/evaluations: published ones, newest first. */
export async function publishedEvaluations(
  db: Db,
  { pageNo, pageSize, ...scope }: EvaluationQuery,
): Promise<EvaluationPage> {
  const { rows, total } = await evaluationPage(
    db,
    { ...scope, statuses: ['published'] },
    pageNo,
    pageSize,
  );
  return { list: rows.map(publicItem), total, pageNo, pageSize };
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** GET /api/evaluations/summary: exactly one of hospital, department, doctor. */
export async function evaluationSummary(
  db: Db,
  scope: EvaluationSummaryQuery,
  now = new Date(),
): Promise<EvaluationSummary> {
  const given = [scope.hospitalId, scope.departmentId, scope.doctorId].filter(Boolean);
  if (given.length !== 1) {
    throw new AppError(
      'INVALID_INPUT',
      400,
      '请指定医院、科室、医生中的一个（hospitalId、departmentId 或 doctorId）',
    );
  }
  const today = chinaToday(now);
  const from = `${Number(today.slice(0, 4)) - EVALUATION_SUMMARY_YEARS}${today.slice(4)}`;
  return summaryOf(await evaluationTotals(db, scope, from));
}

/** Averages and the satisfied share of totals (the public summary, the console's dashboard). */
function summaryOf({
  count,
  sums,
  satisfied,
}: Awaited<ReturnType<typeof evaluationTotals>>): EvaluationSummary {
  const average = (sum: number) => (count === 0 ? null : oneDecimal(sum / count));
  return {
    count,
    averages: Object.fromEntries(
      EVALUATION_DIMENSIONS.map((d) => [d, average(sums[d])]),
    ) as EvaluationSummary['averages'],
    satisfiedShare: count === 0 ? null : Math.round((satisfied / count) * 1000) / 1000,
  };
}

/** GET /api/evaluations/mine: what the account wrote, and its visits still open for one. */
export async function myEvaluations(
  db: Db,
  accountId: string,
  now = new Date(),
): Promise<MyEvaluationList> {
  const [rows, evaluable] = await Promise.all([
    accountEvaluations(db, accountId),
    evaluableBookingIds(db, accountId, firstEvaluableDay(now), chinaToday(now)),
  ]);
  return { list: rows.map((row) => myItem(row, now)), evaluable };
}

/** The console dashboard's figures: the period's published ones by visit day, and the queue. */
export async function evaluationFigures(
  db: Db,
  hospitalId: string | null,
  from: string,
  to: string,
): Promise<EvaluationSummary & { queued: number }> {
  const scope = { hospitalId: hospitalId ?? undefined };
  const [totals, queued] = await Promise.all([
    evaluationTotals(db, scope, from, to),
    queueLength(db, scope),
  ]);
  return { ...summaryOf(totals), queued };
}

import {
  answersProblem,
  itemsFor,
  outcomeOf,
  scoreConstitution,
  type ConstitutionAnswersBody,
  type ConstitutionResult,
  type ConstitutionResultPage,
  type ConstitutionSaved,
  type ConstitutionScore,
  type ConstitutionTest,
  type ConstitutionResultQuery,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { assertSameRequest, requestHash } from '../../lib/idempotency.js';
import { DAY_MS, spendBudget, waitText } from '../../lib/budget.js';
import { newId } from '../../lib/tokens.js';
import { accountRules } from '../auth/account-rules.js';
import { awardPoints } from '../points/points.service.js';
import {
  findByRequestKey,
  findResult,
  insertResult,
  resultPage,
  setResultPoints,
  type ConstitutionResultRow,
} from './constitution.repository.js';

const invalid = (message: string) => new AppError('INVALID_INPUT', 400, message);

/** `q01:3,q02:4` (the schema has checked its shape) as { q01: 3, q02: 4 }; a repeat is refused. */
function parseAnswers(encoded: string): Record<string, number> {
  const answers: Record<string, number> = {};
  for (const pair of encoded.split(',')) {
    const [id, value] = pair.split(':') as [string, string];
    if (id in answers) throw invalid(`第 ${id} 题回答了不止一次`);
    answers[id] = Number(value);
  }
  return answers;
}

function toResult(row: ConstitutionResultRow): ConstitutionResult {
  const scores = JSON.parse(row.scores) as ConstitutionScore[];
  const { main, tendencies, text } = outcomeOf(scores);
  return {
    id: row.id,
    createdAt: row.created_at,
    sex: row.sex,
    scores,
    main,
    tendencies,
    summary: text,
  };
}

/** The answer to a save already made under this key, if it was the same test. */
function replay(row: ConstitutionResultRow, sex: string, answers: string): ConstitutionSaved {
  // The row keeps what was asked (sex and answers in the questionnaire's order), not a hash.
  assertSameRequest(
    requestHash(row.sex, row.answers),
    requestHash(sex, answers),
    '答案不同的另一次提交',
  );
  return { result: toResult(row), points: row.points };
}

/**
 * Saves a finished test for the account: the scores are computed here from the answers (a
 * client's own scores are never taken), the result and the day's points are written together.
 * With an Idempotency-Key, the same save sent again answers as the first did.
 */
export async function saveResult(
  db: Db,
  test: ConstitutionTest,
  userId: string,
  body: ConstitutionAnswersBody,
  requestKey: string | undefined,
): Promise<ConstitutionSaved> {
  const answers = parseAnswers(body.answers);
  const problem = answersProblem(test.questions, body.sex, answers);
  if (problem) throw invalid(problem);
  // In the questionnaire's order, so a repeat compares equal however it was encoded.
  const stored = JSON.stringify(
    Object.fromEntries(itemsFor(test.questions, body.sex).map((q) => [q.id, answers[q.id]])),
  );
  if (requestKey) {
    const earlier = await findByRequestKey(db, userId, requestKey);
    if (earlier) return replay(earlier, body.sex, stored);
  }

  const { constitutionDailyMax } = await accountRules(db);
  const spent = await spendBudget(db, {
    key: `constitution:${userId}`,
    max: constitutionDailyMax,
    windowMs: DAY_MS,
  });
  if (!spent.ok) {
    throw new AppError(
      'RATE_LIMITED',
      429,
      `今天保存体质辨识结果的次数已达上限，请 ${waitText(spent.retryAt)}后再试`,
    );
  }

  const row: ConstitutionResultRow = {
    id: newId(),
    user_id: userId,
    sex: body.sex,
    answers: stored,
    scores: JSON.stringify(scoreConstitution(test.questions, body.sex, answers)),
    points: 0,
    request_key: requestKey ?? null,
    created_at: new Date().toISOString(),
  };
  return db.transaction().execute(async (trx) => {
    if (!(await insertResult(trx, row))) {
      // The same attempt raced itself (two tabs, a retry): the first one's answer stands.
      return replay((await findByRequestKey(trx, userId, requestKey!))!, body.sex, stored);
    }
    const { amount } = await awardPoints(trx, userId, 'constitution_saved');
    if (amount > 0) await setResultPoints(trx, row.id, amount);
    return { result: toResult(row), points: amount };
  });
}

export async function listResults(
  db: Db,
  userId: string,
  { pageNo, pageSize }: ConstitutionResultQuery,
): Promise<ConstitutionResultPage> {
  const { rows, total } = await resultPage(db, userId, pageNo, pageSize);
  return { list: rows.map(toResult), total, pageNo, pageSize };
}

export async function getResult(db: Db, userId: string, id: string): Promise<ConstitutionResult> {
  const row = await findResult(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 404, '没有找到这条体质辨识结果');
  return toResult(row);
}

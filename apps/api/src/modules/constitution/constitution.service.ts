import {
  answersProblem,
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
import { DAY_MS, spendBudget, waitText } from '../../lib/budget.js';
import { newId } from '../../lib/tokens.js';
import { accountRules } from '../auth/account-rules.js';
import { awardPoints } from '../points/points.service.js';
import {
  findResult,
  insertResult,
  resultPage,
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

/**
 * Saves a finished test for the account: the scores are computed here from the answers (a
 * client's own scores are never taken), the result and the day's points are written together.
 */
export async function saveResult(
  db: Db,
  test: ConstitutionTest,
  userId: string,
  body: ConstitutionAnswersBody,
): Promise<ConstitutionSaved> {
  const answers = parseAnswers(body.answers);
  const problem = answersProblem(test.questions, body.sex, answers);
  if (problem) throw invalid(problem);

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
    answers: JSON.stringify(answers),
    scores: JSON.stringify(scoreConstitution(test.questions, body.sex, answers)),
    created_at: new Date().toISOString(),
  };
  const award = await db.transaction().execute(async (trx) => {
    await insertResult(trx, row);
    return awardPoints(trx, userId, 'constitution_saved');
  });
  return { result: toResult(row), points: award.amount };
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

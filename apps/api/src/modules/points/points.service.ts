import {
  POINT_RULES,
  POINT_RULE_INFO,
  type PointEntry,
  type PointRule,
  type ScorePage,
  type ScorePageQuery,
} from '@portal/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { chinaToday } from '../../lib/china-day.js';
import { pointAmounts } from './point-rules.js';
import {
  balanceOf,
  entryPage,
  hasEntry,
  insertEntry,
  moveBalance,
  verifiedWithout,
  type PointEntryRow,
} from './points.repository.js';

export interface AwardOptions {
  /** For `each` rules: the thing done (a review's id, a question's id). Ignored otherwise. */
  key?: string;
  /** What the ledger shows; the rule's label when left out. */
  reason?: string;
  now?: Date;
}

export interface Award {
  credited: boolean;
  /** The amount credited: 0 when not credited. */
  amount: number;
  /** The account's balance after this call. */
  balance: number;
}

const REASON_MAX = 100;

function awardKey(rule: PointRule, options: AwardOptions, now: Date): string {
  const { scope } = POINT_RULE_INFO[rule];
  if (scope === 'once') return 'once';
  if (scope === 'daily') return chinaToday(now);
  if (!options.key) throw new Error(`points rule ${rule} needs the key of the thing done`);
  return options.key;
}

/**
 * Credits `rule` to the account inside the caller's transaction: the one call every feature
 * makes when someone earns points. A repeat of a once-only, once-a-day or once-per-thing rule
 * is quietly not credited, decided by the ledger's unique constraint, so two requests racing
 * for one award credit it once. The balance (app_user.score, the user info's USER_SCORE) and
 * the ledger row change together or not at all.
 */
export async function awardPoints(
  trx: Transaction<DB>,
  userId: string,
  rule: PointRule,
  options: AwardOptions = {},
): Promise<Award> {
  const now = options.now ?? new Date();
  const key = awardKey(rule, options, now);
  // Most repeats (a second sign-in today) stop at this read; the constraint decides races.
  if (await hasEntry(trx, userId, rule, key)) {
    return { credited: false, amount: 0, balance: await balanceOf(trx, userId) };
  }
  const amount = (await pointAmounts(trx))[rule];
  const balance = await moveBalance(trx, userId, amount);
  if (balance === undefined) throw new Error(`points for an account that does not exist`);
  const reason = (options.reason?.trim() || POINT_RULE_INFO[rule].label).slice(0, REASON_MAX);
  const entry = { userId, rule, awardKey: key, amount, reason, createdAt: now.toISOString() };
  if (await insertEntry(trx, entry, balance)) return { credited: true, amount, balance };
  // Another transaction wrote this award between the read and the insert: take it back.
  return { credited: false, amount: 0, balance: (await moveBalance(trx, userId, -amount)) ?? 0 };
}

/**
 * Gives every verified account without it the identity award, once: accounts verified before
 * the ledger existed, and demo accounts the seed verifies. Safe to run again (the constraint
 * keeps it to one each); runs at every start and in the seed.
 */
export async function creditVerifiedAccounts(db: Db): Promise<number> {
  const userIds = await verifiedWithout(db, 'identity_verified');
  let credited = 0;
  for (const userId of userIds) {
    const award = (trx: Transaction<DB>) => awardPoints(trx, userId, 'identity_verified');
    const done = db.isTransaction
      ? await award(db as Transaction<DB>)
      : await db.transaction().execute(award);
    if (done.credited) credited += 1;
  }
  return credited;
}

function toEntry(row: PointEntryRow): PointEntry {
  return {
    id: row.id,
    rule: row.rule as PointRule,
    reason: row.reason,
    amount: row.amount,
    balance: row.balance_after,
    createdAt: row.created_at,
  };
}

/** zlb.score_page.html: the ledger newest first, the balance and the rules as they stand. */
export async function scorePage(
  db: Db,
  userId: string,
  { pageNo, pageSize }: ScorePageQuery,
): Promise<ScorePage> {
  const [{ rows, total }, balance, amounts] = await Promise.all([
    entryPage(db, userId, pageNo, pageSize),
    balanceOf(db, userId),
    pointAmounts(db),
  ]);
  return {
    list: rows.map(toEntry),
    total,
    pageNo,
    pageSize,
    balance,
    rules: POINT_RULES.filter((rule) => POINT_RULE_INFO[rule].offered).map((rule) => ({
      rule,
      label: POINT_RULE_INFO[rule].label,
      how: POINT_RULE_INFO[rule].how,
      scope: POINT_RULE_INFO[rule].scope,
      amount: amounts[rule],
    })),
  };
}

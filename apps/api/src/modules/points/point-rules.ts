import { DEFAULT_POINT_AMOUNTS, POINT_RULES, type PointRule } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { onSharedChange } from '../../lib/shared-change.js';

/**
 * The amount each rule credits: domain-rules.md's defaults, which an operator overrides with
 * one row in site_setting (key `rules.points`, a JSON object of the rules to change, e.g.
 * `{"daily_sign_in": 5}`).
 */
export type PointAmounts = Record<PointRule, number>;

export const POINT_RULES_KEY = 'rules.points';

/** An amount larger than this in a setting is a typo, not a rule. */
const MAX_AMOUNT = 10_000;
// Read inside sign-ins and other writes, so kept for a short while rather than queried each time.
const CACHE_MS = 30_000;
/**
 * Keyed by the database's adapter, which a transaction shares with the database it came from,
 * so a read inside any transaction of one database finds the same entry.
 */
const cache = new WeakMap<object, { at: number; amounts: PointAmounts }>();

function merge(raw: string | undefined): PointAmounts {
  const amounts = { ...DEFAULT_POINT_AMOUNTS };
  if (!raw) return amounts;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return amounts;
  }
  if (typeof parsed !== 'object' || parsed === null) return amounts;
  for (const rule of POINT_RULES) {
    const v = (parsed as Record<string, unknown>)[rule];
    // A typo in an operator's row must not take points away or switch a rule off.
    if (Number.isInteger(v) && (v as number) > 0 && (v as number) <= MAX_AMOUNT) {
      amounts[rule] = v as number;
    }
  }
  return amounts;
}

export async function pointAmounts(db: Db): Promise<PointAmounts> {
  const key = db.getExecutor().adapter;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.amounts;
  const row = await db
    .selectFrom('site_setting')
    .select('value')
    .where('key', '=', POINT_RULES_KEY)
    .executeTakeFirst();
  const amounts = merge(row?.value);
  cache.set(key, { at: Date.now(), amounts });
  return amounts;
}

/** Tests change a rule and need it seen at once. */
export function forgetPointAmounts(db: Db): void {
  cache.delete(db.getExecutor().adapter);
}
onSharedChange(forgetPointAmounts);

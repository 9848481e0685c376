import type { Db } from '../../db/database.js';
import { onSharedChange } from '../../lib/shared-change.js';

/**
 * The account numbers of domain-rules.md, and the budgets on what one caller may make the
 * portal send or store. They are defaults: an operator overrides any of them with one row in
 * site_setting (key `rules.account`, a JSON object of the fields to change).
 */
export interface AccountRules {
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  lockoutFailures: number;
  lockoutWindowMinutes: number;
  smsCodeTtlMinutes: number;
  smsMaxTries: number;
  smsIntervalSeconds: number;
  smsDailyMax: number;
  /** SMS codes one client address may ask for within an hour, whatever the phones. */
  smsClientHourlyMax: number;
  /** SMS codes the whole site sends per China day; reaching it is logged as an alert. */
  smsSiteDailyMax: number;
  /** Avatar images one account may store within a day. */
  avatarDailyMax: number;
  familyMax: number;
  /** Constitution test results one account may save within a day. */
  constitutionDailyMax: number;
  /** Visit evaluations one account may write within a day. */
  evaluationDailyMax: number;
  /** Evaluations one account may report within a day. */
  evaluationReportDailyMax: number;
  /** Consultations one account may have open (waiting or answered) at once. */
  consultOpenMax: number;
  /** Consultations one account may ask within a China day. */
  consultDailyMax: number;
  /** Consultation images one account may upload within a day. */
  consultImageDailyMax: number;
}

export const DEFAULT_ACCOUNT_RULES: AccountRules = {
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  lockoutFailures: 5,
  lockoutWindowMinutes: 15,
  smsCodeTtlMinutes: 5,
  smsMaxTries: 5,
  smsIntervalSeconds: 60,
  smsDailyMax: 10,
  smsClientHourlyMax: 10,
  smsSiteDailyMax: 2000,
  avatarDailyMax: 20,
  familyMax: 5,
  constitutionDailyMax: 20,
  evaluationDailyMax: 5,
  evaluationReportDailyMax: 20,
  consultOpenMax: 3,
  consultDailyMax: 10,
  consultImageDailyMax: 30,
};

export const ACCOUNT_RULES_KEY = 'rules.account';

// Read on every authenticated request, so kept for a short while rather than queried each time.
const CACHE_MS = 30_000;
const cache = new WeakMap<Db, { at: number; rules: AccountRules }>();

function merge(raw: string | undefined): AccountRules {
  if (!raw) return DEFAULT_ACCOUNT_RULES;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return DEFAULT_ACCOUNT_RULES;
  }
  const rules = { ...DEFAULT_ACCOUNT_RULES };
  if (typeof parsed === 'object' && parsed !== null) {
    for (const key of Object.keys(rules) as (keyof AccountRules)[]) {
      const v = (parsed as Record<string, unknown>)[key];
      // A typo in an operator's row must not switch a rule off: only positive numbers count.
      if (typeof v === 'number' && Number.isFinite(v) && v > 0) rules[key] = v;
    }
  }
  return rules;
}

export async function accountRules(db: Db): Promise<AccountRules> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.rules;
  const row = await db
    .selectFrom('site_setting')
    .select('value')
    .where('key', '=', ACCOUNT_RULES_KEY)
    .executeTakeFirst();
  const rules = merge(row?.value);
  cache.set(db, { at: Date.now(), rules });
  return rules;
}

/** Tests and the bureau's settings page change a rule and need it seen at once. */
export function forgetAccountRules(db: Db): void {
  cache.delete(db);
}
onSharedChange(forgetAccountRules);

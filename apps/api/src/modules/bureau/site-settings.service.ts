import type {
  AccountRulesBody,
  SiteConfig,
  SiteSettingsBody,
  SiteSettingsView,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/in-transaction.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { announceSharedChange } from '../../lib/shared-change.js';
import {
  ACCOUNT_RULES_KEY,
  accountRules,
  DEFAULT_ACCOUNT_RULES,
  forgetAccountRules,
  type AccountRules,
} from '../auth/account-rules.js';
import { findSiteConfig, upsertSettings } from '../site/site.service.js';

// The console and the server agree on the rule names: a rule added on one side only fails here.
const defaults: AccountRulesBody = DEFAULT_ACCOUNT_RULES satisfies AccountRules & AccountRulesBody;

const EDITABLE = [
  'hotline',
  'address',
  'phones',
  'copyright',
  'recordNumber',
  'techSupport',
] as const;

async function siteConfig(db: Db): Promise<SiteConfig> {
  const config = await findSiteConfig(db);
  if (!config) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      503,
      '站点设置尚未初始化，请先运行 npm run cli -- seed',
    );
  }
  return config;
}

function viewOf(config: SiteConfig, rules: AccountRulesBody): SiteSettingsView {
  return {
    hotline: config.hotline,
    address: config.address,
    phones: config.phones,
    copyright: config.copyright,
    recordNumber: config.recordNumber,
    techSupport: config.techSupport,
    accountRules: rules,
    accountRuleDefaults: defaults,
  };
}

/** The editable settings as they stand; rules not set by an operator show their defaults. */
export async function siteSettings(db: Db): Promise<SiteSettingsView> {
  forgetAccountRules(db);
  return viewOf(await siteConfig(db), await accountRules(db));
}

/** The audit row's shape: one field per setting, so the log shows which rule changed. */
const flat = (settings: SiteSettingsBody) => ({
  ...Object.fromEntries(EDITABLE.map((field) => [field, settings[field]])),
  ...Object.fromEntries(
    Object.entries(settings.accountRules).map(([key, value]) => [`rules.${key}`, value]),
  ),
});

/**
 * Writes the settings and one audit row in one transaction, then announces the change: this
 * process drops its copies (the public /api/site/config read, the account rules, the home
 * page's prerender) at once, every other process within about a second.
 */
export async function updateSiteSettings(
  db: Db,
  actor: AuditActor,
  body: SiteSettingsBody,
): Promise<SiteSettingsView> {
  const before = await siteSettings(db);
  const entries: Record<string, unknown> = { [ACCOUNT_RULES_KEY]: body.accountRules };
  for (const field of EDITABLE) entries[`site.${field}`] = body[field];
  await inTransaction(db, async (trx) => {
    await upsertSettings(trx, entries);
    await recordAudit(trx, actor, {
      action: 'site.update',
      entity: 'site',
      entityId: null,
      before: flat(before),
      after: flat(body),
    });
  });
  await announceSharedChange(db);
  return siteSettings(db);
}

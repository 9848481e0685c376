import type { SiteConfig } from '@portal/contract';
import { nowIso, type Db } from '../../db/database.js';

// Each SiteConfig field is its own row ("site.hotline", …) so an operator can change one
// field with a single UPDATE; QR images live beside them as "qr.<key>".
const SITE_PREFIX = 'site.';
const QR_PREFIX = 'qr.';

const SITE_FIELDS = [
  'countyName',
  'siteName',
  'productCode',
  'hotline',
  'address',
  'phones',
  'copyright',
  'recordNumber',
  'techSupport',
  'qrCodes',
  'govLoginUrl',
] as const satisfies readonly (keyof SiteConfig)[];

export async function countSettings(db: Db): Promise<number> {
  const row = await db
    .selectFrom('site_setting')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function upsertSettings(db: Db, entries: Record<string, unknown>) {
  const updatedAt = nowIso();
  const rows = Object.entries(entries).map(([key, value]) => ({
    key,
    value: JSON.stringify(value),
    updated_at: updatedAt,
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('site_setting')
    .values(rows)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function upsertSiteConfig(db: Db, config: SiteConfig): Promise<void> {
  const entries: Record<string, unknown> = {};
  for (const field of SITE_FIELDS) entries[SITE_PREFIX + field] = config[field];
  await upsertSettings(db, entries);
}

export async function upsertQrSvg(db: Db, key: string, svg: string): Promise<void> {
  await upsertSettings(db, { [QR_PREFIX + key]: svg });
}

/** The site configuration, or undefined until every field has been seeded. */
export async function findSiteConfig(db: Db): Promise<SiteConfig | undefined> {
  const rows = await db
    .selectFrom('site_setting')
    .select(['key', 'value'])
    .where(
      'key',
      'in',
      SITE_FIELDS.map((f) => SITE_PREFIX + f),
    )
    .execute();
  if (rows.length < SITE_FIELDS.length) return undefined;
  const config: Record<string, unknown> = {};
  for (const row of rows) config[row.key.slice(SITE_PREFIX.length)] = JSON.parse(row.value);
  return config as SiteConfig;
}

export async function findQrSvg(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('site_setting')
    .select('value')
    .where('key', '=', QR_PREFIX + key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as string) : undefined;
}

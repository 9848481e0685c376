import {
  Migrator,
  NO_MIGRATIONS,
  PostgresAdapter,
  sql,
  type Migration,
  type MigrationResult,
} from 'kysely';
import type { Db } from './database.js';
import * as m0001 from './migrations/0001-site-settings.js';
import * as m0002 from './migrations/0002-rate-limit.js';
import * as m0003 from './migrations/0003-accounts.js';
import * as m0004 from './migrations/0004-booking.js';
import * as m0005 from './migrations/0005-content.js';
import * as m0006 from './migrations/0006-points-constitution.js';
import * as m0009 from './migrations/0009-hospital-codes.js';
import * as m0010 from './migrations/0010-drugs.js';
import * as m0011 from './migrations/0011-inquiry.js';
import * as m0012 from './migrations/0012-wiki.js';
import * as m0013 from './migrations/0013-help-public-health.js';
import * as m0014 from './migrations/0014-cards-profile.js';
import * as m0016 from './migrations/0016-content-sets.js';
import * as m0015 from './migrations/0015-reports.js';
import * as m0017 from './migrations/0017-record-consent.js';
import * as m0018 from './migrations/0018-stored-file-data.js';
import * as m0019 from './migrations/0019-report-fhir.js';
import * as m0020 from './migrations/0020-staff.js';
import * as m0021 from './migrations/0021-bureau.js';
import * as m0022 from './migrations/0022-hospital-admin.js';
import * as m0024 from './migrations/0024-editorial.js';
import * as m0025 from './migrations/0025-content-preview.js';
import * as m0026 from './migrations/0026-shared-change.js';
import * as m0027 from './migrations/0027-sms-notice-count.js';
import * as m0028 from './migrations/0028-evaluations.js';
import * as m0029 from './migrations/0029-consultations.js';
import * as m0030 from './migrations/0030-draws.js';
import * as m0031 from './migrations/0031-search-query-stat.js';
import * as m0032 from './migrations/0032-search-focus.js';
import * as m0033 from './migrations/0033-card-device-keys.js';
import * as m0034 from './migrations/0034-search-order-index.js';

// Imported rather than read from a folder, so the same list works from src under vitest
// and from dist; Kysely runs them in key order.
const migrations: Record<string, Migration> = {
  '0001-site-settings': m0001,
  '0002-rate-limit': m0002,
  '0003-accounts': m0003,
  '0004-booking': m0004,
  '0005-content': m0005,
  '0006-points-constitution': m0006,
  '0009-hospital-codes': m0009,
  '0010-drugs': m0010,
  '0011-inquiry': m0011,
  '0012-wiki': m0012,
  '0013-help-public-health': m0013,
  '0014-cards-profile': m0014,
  '0016-content-sets': m0016,
  '0015-reports': m0015,
  '0017-record-consent': m0017,
  '0018-stored-file-data': m0018,
  '0019-report-fhir': m0019,
  '0020-staff': m0020,
  '0021-bureau': m0021,
  '0022-hospital-admin': m0022,
  '0024-editorial': m0024,
  '0025-content-preview': m0025,
  '0026-shared-change': m0026,
  '0027-sms-notice-count': m0027,
  '0028-evaluations': m0028,
  '0029-consultations': m0029,
  '0030-draws': m0030,
  '0031-search-query-stat': m0031,
  '0032-search-focus': m0032,
  '0033-card-device-keys': m0033,
  '0034-search-order-index': m0034,
};

/**
 * On PostgreSQL the migration tables are named with the connection's schema: Kysely otherwise
 * takes a `kysely_migration_lock` in any other schema of the database (another deployment,
 * another test file) for its own and then fails to find it in this one.
 */
async function createMigrator(db: Db): Promise<Migrator> {
  // Numbers are reserved per feature as work starts, so a database migrated on one release
  // can meet an older-numbered migration at the next; each migration touches only its own
  // tables, so running it late is safe.
  const options = {
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  };
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return new Migrator(options);
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({ ...options, migrationTableSchema: rows[0]!.schema });
}

async function run(
  step: Promise<{ error?: unknown; results?: MigrationResult[] }>,
): Promise<MigrationResult[]> {
  const { error, results } = await step;
  if (error) throw error;
  return results ?? [];
}

/** Applies every pending migration; returns the ones that ran. */
export async function migrateToLatest(db: Db): Promise<MigrationResult[]> {
  return run((await createMigrator(db)).migrateToLatest());
}

/** Runs every migration's down step, which drops all the tables they created. */
export async function migrateDownAll(db: Db): Promise<MigrationResult[]> {
  return run((await createMigrator(db)).migrateTo(NO_MIGRATIONS));
}

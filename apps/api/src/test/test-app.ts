import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import type { AppConfig } from '../config/config.js';
import type { Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrator.js';
import { seedDemoCounty } from '../seed/demo-county.js';
import { TEST_PASSWORD_COST } from './accounts.js';
import { copyPostgresTemplate, copySqliteTemplate } from './db-templates.js';
import { postgresUrl, type Engine } from './engines.js';
import { writeTestWebDist } from './web-dist.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close: () => Promise<void>;
}

/** Runs one statement on its own connection (schemas made and dropped around a test). */
export async function withAdminClient(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A migrated, seeded app on a private database (a fresh SQLite file, or a fresh PostgreSQL
 * schema) and a stand-in web build, so tests never depend on each other or on `npm run build`.
 */
export async function createTestApp(
  engine: Engine,
  overrides: Partial<AppConfig> = {},
  /** Runs before `ready()`, e.g. to add a test-only route. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-api-test-'));
  const webDist = path.join(dir, 'web');
  writeTestWebDist(webDist);

  // A copy of the run's migrated, seeded database (test/db-templates.ts), unless the test
  // brings its own (a second process on the same one, an empty one for a restore).
  const own = overrides.database;
  let database: AppConfig['database'];
  let dropDatabase = async () => {};
  if (own) {
    database = own;
  } else if (engine === 'postgres') {
    if (!postgresUrl) throw new Error('PostgreSQL 不可达，不能创建 PostgreSQL 测试应用');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const copy = await copyPostgresTemplate(inject('dbTemplates'), postgresUrl, schema);
    database = { kind: 'postgres', url: copy.url, schema };
    dropDatabase = copy.drop;
  } else {
    database = { kind: 'sqlite', file: path.join(dir, 'portal.db') };
    copySqliteTemplate(inject('dbTemplates'), database.file);
  }

  const app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    database,
    webDist,
    staffDist: path.join(dir, 'staff'),
    logLevel: 'silent',
    rateLimit: { max: 10_000, store: 'memory' },
    trustProxy: false,
    uploadDir: path.join(dir, 'uploads'),
    govSso: { mode: 'local' },
    // Production's argon2id cost would add ~13 ms to every sign-in and hash in the suite.
    passwordCost: TEST_PASSWORD_COST,
    lazySerializers: true,
    ...overrides,
  });
  await migrateToLatest(app.db);
  // A copy is seeded already; the seed is idempotent, so a shared database is left as it is.
  if (own) await seedDemoCounty(app.db, { passwordCost: app.passwordCost });
  await beforeReady?.(app);
  await app.ready();

  return {
    app,
    db: app.db,
    close: async () => {
      await app.close();
      await dropDatabase();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

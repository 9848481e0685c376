import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import type { AppConfig } from '../config/config.js';
import type { Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrator.js';
import { seedDemoCounty } from '../seed/demo-county.js';
import { TEST_PASSWORD_COST } from './accounts.js';
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

  let database: AppConfig['database'];
  let dropSchema = async () => {};
  if (engine === 'postgres') {
    if (!postgresUrl) throw new Error('PostgreSQL 不可达，不能创建 PostgreSQL 测试应用');
    const url = postgresUrl;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    await withAdminClient(url, `create schema ${schema}`);
    database = { kind: 'postgres', url, schema };
    dropSchema = () => withAdminClient(url, `drop schema ${schema} cascade`);
  } else {
    database = { kind: 'sqlite', file: path.join(dir, 'portal.db') };
  }

  const app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    database,
    webDist,
    logLevel: 'silent',
    rateLimit: { max: 10_000, store: 'memory' },
    trustProxy: false,
    uploadDir: path.join(dir, 'uploads'),
    govSso: { mode: 'local' },
    // Production's argon2id cost would add ~13 ms to every sign-in and hash in the suite.
    passwordCost: TEST_PASSWORD_COST,
    ...overrides,
  });
  await migrateToLatest(app.db);
  await seedDemoCounty(app.db, { passwordCost: app.passwordCost });
  await beforeReady?.(app);
  await app.ready();

  return {
    app,
    db: app.db,
    close: async () => {
      await app.close();
      await dropSchema();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

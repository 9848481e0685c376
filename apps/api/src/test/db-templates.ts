import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrator.js';
import { seedDemoCounty } from '../seed/demo-county.js';
import { TEST_PASSWORD_COST } from './accounts.js';

/**
 * Migrating and seeding the demo county took 3 to 20 seconds per test app, and the suite makes
 * about two hundred of them. So each run migrates and seeds once per engine (the API project's
 * global setup) and every test app starts from a copy: a file copy on SQLite, a database made
 * from a template on PostgreSQL (each test app still gets its own schema name, as before).
 */
export interface DbTemplates {
  sqliteFile: string;
  /** The PostgreSQL database to copy, absent when PostgreSQL is skipped. */
  postgresDatabase?: string;
}

/** The schema the template's tables live in; each copy renames it to its own. */
const TEMPLATE_SCHEMA = 'portal_template';
/** Databases this suite makes are named `<prefix><epoch seconds>_<random>`. */
const PREFIX = 'portal_test_';
/** A run killed mid-way leaves its databases behind; the next run drops ones this old. */
const STALE_SECONDS = 6 * 3600;

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

const newDatabaseName = () =>
  `${PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(5).toString('hex')}`;

async function seeded(db: ReturnType<typeof createDatabase>): Promise<void> {
  try {
    await migrateToLatest(db);
    await seedDemoCounty(db, { passwordCost: TEST_PASSWORD_COST });
  } finally {
    await db.destroy();
  }
}

async function dropStale(url: string): Promise<void> {
  await onServer(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${PREFIX}%`],
    );
    const oldest = Math.floor(Date.now() / 1000) - STALE_SECONDS;
    for (const { datname } of rows) {
      const made = Number(datname.slice(PREFIX.length).split('_')[0]);
      if (made < oldest) await client.query(`drop database if exists ${datname} with (force)`);
    }
  });
}

export async function buildTemplates(postgresUrl: string | undefined): Promise<DbTemplates> {
  const sqliteFile = path.join(mkdtempSync(path.join(tmpdir(), 'portal-template-')), 'portal.db');
  const sqlite = seeded(createDatabase({ kind: 'sqlite', file: sqliteFile }));
  if (!postgresUrl) {
    await sqlite;
    return { sqliteFile };
  }
  await dropStale(postgresUrl);
  const postgresDatabase = newDatabaseName();
  await onServer(postgresUrl, (c) => c.query(`create database ${postgresDatabase}`));
  const url = databaseUrl(postgresUrl, postgresDatabase);
  await onServer(url, (c) => c.query(`create schema ${TEMPLATE_SCHEMA}`));
  await Promise.all([
    sqlite,
    seeded(createDatabase({ kind: 'postgres', url, schema: TEMPLATE_SCHEMA })),
  ]);
  return { sqliteFile, postgresDatabase };
}

export async function dropTemplates(templates: DbTemplates, postgresUrl?: string): Promise<void> {
  rmSync(path.dirname(templates.sqliteFile), { recursive: true, force: true });
  if (templates.postgresDatabase && postgresUrl) {
    await onServer(postgresUrl, (c) =>
      c.query(`drop database if exists ${templates.postgresDatabase} with (force)`),
    );
  }
}

/** PostgreSQL's answer to dropping a database someone is still connected to. */
const OBJECT_IN_USE = '55006';

/**
 * Drops a test app's database once its connections are gone. A closed app's pool has asked its
 * connections to end, but the server may not have seen that yet; `WITH (FORCE)` would then
 * terminate them mid-close, and pg throws that termination as an uncaught exception in the
 * test file, which fails the run though every test passed (CI failed on exactly that). So
 * wait, briefly, and force only a connection something forgot to close.
 */
async function dropWhenClosed(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await client.query(`drop database if exists ${database}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  console.warn(`测试库 ${database} 的连接 5 秒后仍未关闭，强制删除`);
  await client.query(`drop database if exists ${database} with (force)`);
}

/** A seeded SQLite file for one test app. */
export function copySqliteTemplate(templates: DbTemplates, file: string): void {
  copyFileSync(templates.sqliteFile, file);
}

/**
 * A seeded PostgreSQL database for one test app, its tables in `schema`; returns its URL and
 * how to drop it.
 */
export async function copyPostgresTemplate(
  templates: DbTemplates,
  postgresUrl: string,
  schema: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!templates.postgresDatabase) throw new Error('PostgreSQL 模板库不存在');
  const database = newDatabaseName();
  await onServer(postgresUrl, (c) =>
    c.query(`create database ${database} template ${templates.postgresDatabase}`),
  );
  const url = databaseUrl(postgresUrl, database);
  await onServer(url, (c) => c.query(`alter schema ${TEMPLATE_SCHEMA} rename to ${schema}`));
  return {
    url,
    drop: () => onServer(postgresUrl, (c) => dropWhenClosed(c, database)),
  };
}

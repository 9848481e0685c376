import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config.js';
import { statementName } from './prepared.js';
import type { DB } from './schema.js';

/**
 * What every repository takes: the connection or a transaction (a `Transaction` is a `Kysely`),
 * so a service can run the same reads and writes inside its own transaction.
 */
export type Db = Kysely<DB>;

/**
 * How the portal's connections are named in `pg_stat_activity` (a name in the URL wins), so a
 * restore can tell whether a portal is still connected. Each schema gets its own name: test
 * files share one database, one schema each.
 */
export function portalApplicationName(config: DatabaseConfig & { kind: 'postgres' }): string {
  const named = new URL(config.url).searchParams.get('application_name');
  if (named) return named;
  return config.schema ? `12320-portal:${config.schema}` : '12320-portal';
}

export function createDatabase(config: DatabaseConfig): Db {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      application_name: portalApplicationName(config),
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    });
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
  }
  mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new Database(config.file);
  // WAL lets readers proceed during a write; busy_timeout makes a second writer wait, not fail.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query afresh; preparing costs about as much as running
 * a small indexed read. Queries are built from a fixed set of shapes, so their SQL strings
 * repeat and a prepared statement can be reused (better-sqlite3 runs them synchronously, so
 * one statement is never in use twice at once).
 */
function withStatementCache(db: Database.Database): SqliteDatabase {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => db.close(),
    prepare: (query: string) => {
      let statement = cache.get(query);
      if (!statement) {
        // Shapes are bounded, but IN lists of varying length are not: start over when full.
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
        statement = db.prepare(query);
        cache.set(query, statement);
      }
      return statement;
    },
  };
}

/**
 * Runs the hot queries (db/prepared.ts) as named statements, which PostgreSQL parses and plans
 * once per connection: a small indexed read then costs about half the round trip. Each pooled
 * client gets one wrapper, as Kysely keeps its connection state per client object.
 */
function withNamedStatements(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    // Kysely passes SQL with its values, or a cursor (streams), which goes through as it is.
    const query = (text: string | pg.Submittable, values?: unknown[]) => {
      if (typeof text !== 'string') return client.query(text);
      const name = statementName(text);
      return client.query(name ? { name, text, values } : { text, values });
    };
    return {
      query: query as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}

/** Cheapest round trip that proves the connection works; used by /readyz. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

export function nowIso(): string {
  return new Date().toISOString();
}

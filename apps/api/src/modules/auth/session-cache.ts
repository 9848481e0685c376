import { PostgresAdapter, sql, type Selectable } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../../config/config.js';
import { portalApplicationName, type Db } from '../../db/database.js';
import type { UserIdentityTable } from '../../db/schema.js';

/**
 * The verified identity kept with a session: identity's IdentityRow, named from the table, as
 * identity imports this file to announce its changes.
 */
type IdentityRow = Selectable<UserIdentityTable>;

/**
 * Each process keeps the live sessions it has just resolved for a few seconds, keyed by the
 * token's hash, with the account's verified identity: a release crowd's presses then cost no
 * session or identity read. What may end a session or change what is kept (sign-out, password
 * change, a bureau lock, identity verified, removed or edited) announces it: the acting process
 * forgets the account's entries at once, and on PostgreSQL a NOTIFY, delivered at commit, makes
 * every other process forget them too. A process keeps nothing while its LISTEN connection is
 * down (SQLite is one process and keeps them always).
 */
export interface CachedSession {
  sessionId: string;
  userId: string;
  lastSeenAt: string;
  expiresAt: string;
  identity: IdentityRow | null;
}

const TTL_MS = 5000;
// A crowd larger than this just starts over: the cache is a shortcut, never the record.
const MAX_ENTRIES = 50_000;
const RECONNECT_MS = 1000;
// How long a response waits for its own announcement to come back (see echoBarrier).
const ECHO_WAIT_MS = 2000;

interface Cache {
  entries: Map<string, CachedSession & { at: number }>;
  /** Moves on every forget, so a read begun before it does not store what it read. */
  generation: number;
  /** Whether entries may be kept: always on SQLite, while listening on PostgreSQL. */
  live: boolean;
  /** This database's LISTEN channel, while listening. */
  channel?: string;
  /** Announcements made through this database, by tag: heard back by each listener? */
  echoes: Map<string, Promise<void>[]>;
  /** Announcements this listener is waiting to hear, by tag. */
  awaited: Map<string, () => void>;
}

// By the database's adapter: a transaction shares it with the Kysely it came from, two pools
// (two processes in a test) each have their own.
const caches = new WeakMap<object, Cache>();
// Those listening now: one per process in production, two where a test stands for two.
const listening = new Set<Cache>();

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

function cacheOf(db: Db): Cache {
  const adapter = db.getExecutor().adapter;
  let cache = caches.get(adapter);
  if (!cache) {
    cache = {
      entries: new Map(),
      generation: 0,
      live: !isPostgres(db),
      echoes: new Map(),
      awaited: new Map(),
    };
    caches.set(adapter, cache);
  }
  return cache;
}

/** A session this process resolved less than TTL_MS ago and has not been told has changed. */
export function cachedSession(db: Db, tokenHash: string): CachedSession | undefined {
  const cache = cacheOf(db);
  const hit = cache.entries.get(tokenHash);
  if (!hit) return undefined;
  if (Date.now() - hit.at < TTL_MS) return hit;
  cache.entries.delete(tokenHash);
  return undefined;
}

/** Taken before reading a session, handed to rememberSession after. */
export function sessionGeneration(db: Db): number {
  return cacheOf(db).generation;
}

export function rememberSession(
  db: Db,
  tokenHash: string,
  session: CachedSession,
  readAtGeneration: number,
): void {
  const cache = cacheOf(db);
  if (!cache.live || cache.generation !== readAtGeneration) return;
  if (cache.entries.size >= MAX_ENTRIES) cache.entries.clear();
  cache.entries.set(tokenHash, { ...session, at: Date.now() });
}

function forgetUser(cache: Cache, userId: string): void {
  cache.generation += 1;
  for (const [hash, entry] of cache.entries) {
    if (entry.userId === userId) cache.entries.delete(hash);
  }
}

// One name per schema: test files share a database, one schema each.
const CHANNEL = `'portal_session:' || current_schema()`;
let announcements = 0;
const processTag = `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Says that an account's sessions or identity changed; call it with the transaction making the
 * change (the NOTIFY is sent when it commits, not before, and not at all if it rolls back).
 */
export async function announceSessionChange(db: Db, userId: string): Promise<void> {
  const cache = cacheOf(db);
  forgetUser(cache, userId);
  if (!isPostgres(db)) return;
  const tag = `${processTag}:${++announcements}`;
  // Expected back by every listener of this process on the channel, before the NOTIFY exists.
  const listeners = [...listening].filter((c) => c.channel && c.channel === cache.channel);
  if (listeners.length > 0) {
    const heard = listeners.map(
      (c) =>
        new Promise<void>((done) => {
          // Never heard if its transaction rolls back: then it stops being waited for.
          const timer = setTimeout(done, ECHO_WAIT_MS);
          timer.unref();
          c.awaited.set(tag, () => {
            clearTimeout(timer);
            done();
          });
        }),
    );
    cache.echoes.set(tag, heard);
    void Promise.all(heard).then(() => {
      cache.echoes.delete(tag);
      for (const c of listeners) c.awaited.delete(tag);
    });
  }
  await sql`select pg_notify(${sql.raw(CHANNEL)}, ${`${tag}|${userId}`})`.execute(db);
}

/**
 * Resolves when PostgreSQL has delivered the announcements made through `db` back to this
 * process's LISTEN connection (or after ECHO_WAIT_MS, for one whose transaction rolled back).
 * PostgreSQL signals every listening process at the same commit, so a response sent after this
 * reaches its caller once the other processes have been sent it too.
 */
export function echoBarrier(db: Db): Promise<void> | undefined {
  const { echoes } = cacheOf(db);
  if (echoes.size === 0) return undefined;
  return Promise.all([...echoes.values()].flat()).then(() => undefined);
}

/**
 * Listens for announcements on PostgreSQL for the app's lifetime: each one makes this process
 * forget the account's sessions. Until the connection is up, and whenever it drops, nothing is
 * kept (and it reconnects). Returns the function that stops it.
 */
export function listenForSessionChanges(
  db: Db,
  config: DatabaseConfig & { kind: 'postgres' },
  warn: (err: unknown) => void,
): () => Promise<void> {
  const cache = cacheOf(db);
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const down = () => {
    cache.live = false;
    listening.delete(cache);
    cache.channel = undefined;
    cache.entries.clear();
    cache.generation += 1;
    for (const heard of cache.awaited.values()) heard();
    cache.awaited.clear();
  };
  const retry = () => {
    down();
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void start();
    }, RECONNECT_MS);
    timer.unref();
  };
  const start = async () => {
    const c = new pg.Client({
      connectionString: config.url,
      application_name: portalApplicationName(config),
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    });
    client = c;
    c.on('notification', (message) => {
      const [tag, userId] = (message.payload ?? '').split('|');
      if (userId) forgetUser(cache, userId);
      cache.awaited.get(tag!)?.();
      cache.awaited.delete(tag!);
    });
    c.on('error', (err) => warn(err));
    c.on('end', () => {
      if (client === c) retry();
    });
    try {
      await c.connect();
      const { rows } = await c.query<{ channel: string }>(`select ${CHANNEL} as channel`);
      await c.query(`listen "${rows[0]!.channel.replaceAll('"', '""')}"`);
      if (stopped) return void (await c.end());
      cache.live = true;
      cache.channel = rows[0]!.channel;
      listening.add(cache);
    } catch (err) {
      warn(err);
      retry();
      await c.end().catch(() => undefined);
    }
  };

  const ready = start();
  return async () => {
    stopped = true;
    await ready;
    clearTimeout(timer);
    const last = client;
    client = undefined;
    down();
    await last?.end().catch(() => undefined);
  };
}

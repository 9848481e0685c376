import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';

/**
 * Each API process keeps short-lived copies of what operators edit (public reads, account and
 * point rules, search synonyms), so that a crowd costs one query per lifetime. When an operator
 * changes something, the acting process drops its copies at once and bumps one counter row; every
 * other process looks at that row once a second and drops its copies when it has moved. So a
 * change from the staff console shows on every process within about a second, not a lifetime.
 */
type Forget = (db: Db) => void;

const forgetters = new Set<Forget>();
const WATCH_MS = 1000;

/** Registers how a module drops its copies for one database; called once, at module load. */
export function onSharedChange(forget: Forget): void {
  forgetters.add(forget);
}

// How many changes this process has seen per database, for copies kept outside a module's
// WeakMap (the home page's prerender) to compare against.
const counts = new WeakMap<Db, number>();

function forgetAll(db: Db): void {
  counts.set(db, (counts.get(db) ?? 0) + 1);
  for (const forget of forgetters) forget(db);
}

/** Moves whenever this process forgets its copies for `db`: a copy made at another count is old. */
export function sharedChangeCount(db: Db): number {
  return counts.get(db) ?? 0;
}

/**
 * After an operator's change has committed: this process forgets its copies now, the others
 * when they next look (within WATCH_MS).
 */
export async function announceSharedChange(db: Db): Promise<void> {
  await db
    .updateTable('shared_change')
    .set((eb) => ({ generation: eb('generation', '+', 1) }))
    .where('id', '=', 1)
    .execute();
  forgetAll(db);
}

async function generation(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('shared_change')
    .select('generation')
    .where('id', '=', 1)
    .executeTakeFirst();
  // PostgreSQL's driver may hand integers over as strings.
  return row === undefined ? undefined : Number(row.generation);
}

/** Starts this app's watch once it is ready (migrations have run by then) until it closes. */
export function watchSharedChanges(app: FastifyInstance, db: Db): void {
  let seen: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let looking = false;
  const look = async () => {
    if (looking) return;
    looking = true;
    try {
      const now = await generation(db);
      if (seen !== undefined && now !== seen) forgetAll(db);
      seen = now;
    } catch (err) {
      // A dropped connection: the copies still expire by their own lifetime meanwhile.
      app.log.warn({ err }, 'could not read the shared change counter');
    } finally {
      looking = false;
    }
  };
  app.addHook('onReady', async () => {
    await look();
    timer = setInterval(() => void look(), WATCH_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

import type { Db } from '../../db/database.js';

/**
 * Slots this process has just seen sold out. At a release, thousands of presses read a slot's
 * place as free before the first booking commits; once one of them has failed to take it, the
 * rest are refused without a transaction of their own. Only ever a refusal, and safe: a failed
 * conditional update means every booking that took the place has committed, so a lookup made
 * after reading this still finds a retried submit's booking. A cancellation or a changed
 * schedule in this process forgets it at once; one in another process within the lifetime.
 */
const seen = new WeakMap<Db, Map<string, number>>();
const LIFETIME_MS = 2000;
/** Slots are many, the memory small: start over past this many. */
const MAX_SLOTS = 5000;

export function markSoldOut(db: Db, slotId: string): void {
  let slots = seen.get(db);
  if (!slots) seen.set(db, (slots = new Map()));
  if (slots.size >= MAX_SLOTS) slots.clear();
  slots.set(slotId, Date.now() + LIFETIME_MS);
}

export function knownSoldOut(db: Db, slotId: string): boolean {
  const until = seen.get(db)?.get(slotId);
  return until !== undefined && until > Date.now();
}

export function forgetSoldOut(db: Db): void {
  seen.get(db)?.clear();
}

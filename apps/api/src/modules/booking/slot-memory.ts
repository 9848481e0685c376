import type { Db } from '../../db/database.js';
import { onSharedChange } from '../../lib/shared-change.js';
import type { SlotForBooking } from './slot.repository.js';

/*
 * What this process has just learnt of slots at a release, kept for a moment so that a crowd
 * does not ask the database the same thing thousands of times: a slot seen sold out, and the
 * lookup of a slot whose draw window is open. A cancellation in this process forgets both at
 * once (forgetSlots), one in another process within LIFETIME_MS; a changed schedule or booking
 * rules, announced as an operator's change, on every process within about a second.
 */
const LIFETIME_MS = 2000;
/** Slots are many, the memory small: start over past this many. */
const MAX_SLOTS = 5000;

interface Memory {
  soldOut: Map<string, number>;
  drawOpen: Map<string, { found: SlotForBooking; until: number }>;
}

const memories = new WeakMap<Db, Memory>();

function memoryOf(db: Db): Memory {
  let memory = memories.get(db);
  if (!memory) memories.set(db, (memory = { soldOut: new Map(), drawOpen: new Map() }));
  return memory;
}

/**
 * Once one press has failed to take a slot's place, the rest are refused without a transaction
 * of their own. Only ever a refusal, and safe: a failed conditional update means every booking
 * that took the place has committed, so a lookup made after reading this still finds a retried
 * submit's booking.
 */
export function markSoldOut(db: Db, slotId: string): void {
  const { soldOut } = memoryOf(db);
  if (soldOut.size >= MAX_SLOTS) soldOut.clear();
  soldOut.set(slotId, Date.now() + LIFETIME_MS);
}

export function knownSoldOut(db: Db, slotId: string): boolean {
  const until = memories.get(db)?.soldOut.get(slotId);
  return until !== undefined && until > Date.now();
}

/**
 * A slot's lookup while its draw window is open, without the idempotency key's rows (which are
 * the press's own). Safe to reuse because the lookup decides nothing an entry's batch does not
 * decide again in its transaction: the draw's status and window and the schedule's state are
 * read there under the draw's share lock, the preferred slots and the patient's bookings too,
 * and a reused key is found there or by the unique index (entry-batch.ts). Only the hospital's
 * limits may be a moment old (a change is announced, see above), and the draw judges them again
 * when it allocates.
 */
export function rememberDrawOpen(db: Db, found: SlotForBooking, now: Date): void {
  const { draw, schedule } = found;
  if (draw?.status !== 'open' || schedule.state === 'stopped') return;
  if (now.getTime() < Date.parse(draw.windowStart)) return;
  const { drawOpen } = memoryOf(db);
  if (drawOpen.size >= MAX_SLOTS) drawOpen.clear();
  const own = { replayId: null, entryReplayId: null };
  drawOpen.set(found.slot.id, { found: { ...found, ...own }, until: Date.now() + LIFETIME_MS });
}

/** The slot's remembered lookup, if its draw window is open at `now` and it is fresh. */
export function drawOpenLookup(db: Db, slotId: string, now: Date): SlotForBooking | undefined {
  const remembered = memories.get(db)?.drawOpen.get(slotId);
  if (!remembered || remembered.until <= Date.now()) return undefined;
  const { draw, schedule } = remembered.found;
  const at = now.getTime();
  const inWindow = at >= Date.parse(draw!.windowStart) && at < Date.parse(draw!.windowEnd);
  return inWindow && at < Date.parse(schedule.starts_at) ? remembered.found : undefined;
}

export function forgetSlots(db: Db): void {
  const memory = memories.get(db);
  memory?.soldOut.clear();
  memory?.drawOpen.clear();
}

onSharedChange(forgetSlots);

// The fair-release draw of domain-rules.md "Fair release (放号抽签)", written once for the
// server that draws, the CLI that verifies and the browser page that rechecks a published draw.
// It uses only WebCrypto (Node 20 and every browser in a secure context), never Math.random.
// The README's "放号抽签" section describes the same steps in words for anyone reimplementing it.

export const RELEASE_MODES = ['first_come', 'draw'] as const;
export type ReleaseMode = (typeof RELEASE_MODES)[number];

export const RELEASE_MODE_LABELS: Record<ReleaseMode, string> = {
  first_come: '先到先得',
  draw: '抽签',
};

/** A draw window lasts 1 to 60 minutes from the release time; 5 unless the hospital says. */
export const DRAW_MINUTES = { min: 1, max: 60, default: 5 } as const;

/** Up to this many preferred time slots per entry; none means any slot of the schedule. */
export const DRAW_PREFERENCES_MAX = 3;

export const DRAW_ENTRY_STATUSES = ['pending', 'won', 'waitlisted', 'lost'] as const;
export type DrawEntryStatus = (typeof DRAW_ENTRY_STATUSES)[number];

export const DRAW_ENTRY_STATUS_LABELS: Record<DrawEntryStatus, string> = {
  pending: '抽签中',
  won: '已中签',
  waitlisted: '候补中',
  lost: '未中签',
};

/** One entry as the draw sees it: what the pool hash covers and the allocation reads. */
export interface DrawPoolEntry {
  id: string;
  /** In order of preference; empty for any slot. */
  preferredSlotIds: string[];
  /** Put on the waiting list when no preferred slot is free. */
  waitlist: boolean;
}

/** A time slot offered by the draw: its free places when the draw ran. */
export interface DrawPlace {
  slotId: string;
  start: string;
  places: number;
}

/** What became of an entry: a slot id, `waitlist` or `none`. */
export type DrawResult = string;

export interface DrawOutcomeItem {
  entryId: string;
  result: DrawResult;
  /**
   * Why an entry got nothing although it came early enough for a place: the booking limits,
   * checked again at allocation (每日限约, 爽约暂停 …). null otherwise.
   */
  refused: string | null;
}

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function hexToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-f]{2})+$/.test(text)) throw new Error('not lowercase hex');
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

async function sha256Hex(data: Uint8Array<ArrayBuffer>): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', data));
}

/** The commitment published before the window opens: SHA-256 of the seed's 32 bytes, hex. */
export function drawCommitment(seedHex: string): Promise<string> {
  return sha256Hex(hexToBytes(seedHex));
}

/** Plain code-unit order, the same in every language and locale (never localeCompare). */
const codeUnitOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Entries in code-unit order of their ids: the order the shuffle starts from. */
export function byId(entries: readonly DrawPoolEntry[]): DrawPoolEntry[] {
  return [...entries].sort((a, b) => codeUnitOrder(a.id, b.id));
}

/**
 * The pool as text: one line per entry in id order, `id|slot,slot|1` (the preferred slot ids in
 * order, empty for any; 1 when it asked for the waiting list, else 0), each line ending "\n".
 */
export function poolText(entries: readonly DrawPoolEntry[]): string {
  return byId(entries)
    .map((e) => `${e.id}|${e.preferredSlotIds.join(',')}|${e.waitlist ? 1 : 0}\n`)
    .join('');
}

/** SHA-256 of the pool text (UTF-8), hex: any changed, added or removed entry changes it. */
export function drawPoolHash(entries: readonly DrawPoolEntry[]): Promise<string> {
  return sha256Hex(encoder.encode(poolText(entries)));
}

/**
 * The random stream: block k is HMAC-SHA256 keyed with the seed's bytes over the ASCII text
 * `<poolHash>:<k>` (k = 0, 1, 2 …), read as eight big-endian unsigned 32-bit numbers in turn.
 */
export class DrawStream {
  private key?: Awaited<ReturnType<typeof crypto.subtle.importKey>>;
  private block = 0;
  private words: number[] = [];

  constructor(
    private readonly seedHex: string,
    private readonly poolHash: string,
  ) {}

  async next(): Promise<number> {
    if (this.words.length === 0) {
      this.key ??= await crypto.subtle.importKey(
        'raw',
        hexToBytes(this.seedHex),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign'],
      );
      const mac = await crypto.subtle.sign(
        'HMAC',
        this.key,
        encoder.encode(`${this.poolHash}:${this.block++}`),
      );
      const view = new DataView(mac);
      for (let i = 0; i < 32; i += 4) this.words.push(view.getUint32(i));
    }
    return this.words.shift()!;
  }

  /**
   * A uniform integer in [0, n): numbers at or above the largest multiple of n under 2^32 are
   * skipped (rejection), so no value is favoured; the rest are taken modulo n.
   */
  async below(n: number): Promise<number> {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const u = await this.next();
      if (u < limit) return u % n;
    }
  }
}

/**
 * The draw order: the entries in id order, shuffled by Fisher–Yates from the last position
 * down (for i = n−1 … 1, j = below(i + 1), swap i and j).
 */
export async function drawOrder(
  entries: readonly DrawPoolEntry[],
  seedHex: string,
  poolHash: string,
): Promise<DrawPoolEntry[]> {
  const order = byId(entries);
  const stream = new DrawStream(seedHex, poolHash);
  for (let i = order.length - 1; i > 0; i--) {
    const j = await stream.below(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * The slot an entry gets from what is left: its first preferred slot with a free place, or for
 * "any" the earliest slot with one (by start, then id); undefined when none is free.
 */
export function bestFreeSlot(entry: DrawPoolEntry, left: Map<string, number>, places: DrawPlace[]) {
  const wanted =
    entry.preferredSlotIds.length > 0
      ? entry.preferredSlotIds
      : [...places]
          .sort((a, b) => codeUnitOrder(a.start, b.start) || codeUnitOrder(a.slotId, b.slotId))
          .map((p) => p.slotId);
  return wanted.find((id) => (left.get(id) ?? 0) > 0);
}

/**
 * Allocates in draw order. `refuse` answers why an entrant may not have what the draw would
 * give (the booking limits, looked at again now), or null; a refused entrant takes nothing.
 */
export async function allocate(
  order: readonly DrawPoolEntry[],
  places: DrawPlace[],
  refuse: (entry: DrawPoolEntry, result: DrawResult) => Promise<string | null> | string | null,
): Promise<DrawOutcomeItem[]> {
  const left = new Map(places.map((p) => [p.slotId, p.places]));
  const outcome: DrawOutcomeItem[] = [];
  for (const entry of order) {
    const slot = bestFreeSlot(entry, left, places);
    const result = slot ?? (entry.waitlist ? 'waitlist' : 'none');
    const refused = result === 'none' ? null : await refuse(entry, result);
    if (refused) {
      outcome.push({ entryId: entry.id, result: 'none', refused });
      continue;
    }
    if (slot) left.set(slot, left.get(slot)! - 1);
    outcome.push({ entryId: entry.id, result, refused: null });
  }
  return outcome;
}

/** What a published draw holds, as `GET /api/draws/:scheduleId` gives it after the draw. */
export interface PublishedDraw {
  commitment: string;
  seed: string;
  poolHash: string;
  entries: DrawPoolEntry[];
  places: DrawPlace[];
  outcome: DrawOutcomeItem[];
}

/** Each check of a published draw, in words, and whether it holds. */
export interface DrawCheck {
  label: string;
  ok: boolean;
}

/**
 * Recomputes a published draw from its own data: the seed against the commitment, the pool
 * hash against the entries, the order, and each allocation (an entry marked refused is taken
 * as published, as the limits behind it are personal and not published).
 */
export async function verifyDraw(d: PublishedDraw): Promise<DrawCheck[]> {
  const checks: DrawCheck[] = [];
  const seedOk = /^[0-9a-f]{64}$/.test(d.seed) && (await drawCommitment(d.seed)) === d.commitment;
  checks.push({ label: '种子与事先公布的承诺值一致（SHA-256）', ok: seedOk });
  const poolOk = (await drawPoolHash(d.entries)) === d.poolHash;
  checks.push({ label: '登记名单的哈希与公布的一致', ok: poolOk });
  if (!seedOk) return checks;
  const order = await drawOrder(d.entries, d.seed, d.poolHash);
  const orderOk =
    order.length === d.outcome.length && order.every((e, i) => e.id === d.outcome[i]!.entryId);
  checks.push({ label: '抽签顺序可由种子和名单哈希重算得出', ok: orderOk });
  if (!orderOk) return checks;
  const published = new Map(d.outcome.map((o) => [o.entryId, o]));
  const again = await allocate(order, d.places, (e) => published.get(e.id)!.refused);
  const allocationOk = again.every((o, i) => {
    const p = d.outcome[i]!;
    return o.result === p.result && o.refused === p.refused;
  });
  checks.push({ label: '每人分得的时段、候补与未中签与按顺序分配的结果一致', ok: allocationOk });
  return checks;
}

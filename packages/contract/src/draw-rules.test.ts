import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  DrawStream,
  allocate,
  drawCommitment,
  drawOrder,
  drawPoolHash,
  poolText,
  verifyDraw,
  type DrawOutcomeItem,
  type DrawPlace,
  type DrawPoolEntry,
  type PublishedDraw,
} from './draw-rules.js';

// The known-answer vector the README's worked example walks through by hand.
const SEED = '5eed000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d';
const ENTRIES: DrawPoolEntry[] = [
  { id: 'e3', preferredSlotIds: ['s0830', 's0800'], waitlist: false },
  { id: 'e1', preferredSlotIds: [], waitlist: true },
  { id: 'e5', preferredSlotIds: ['s0800'], waitlist: false },
  { id: 'e2', preferredSlotIds: ['s0830'], waitlist: true },
  { id: 'e4', preferredSlotIds: [], waitlist: true },
];
const PLACES: DrawPlace[] = [
  { slotId: 's0830', start: '08:30', places: 1 },
  { slotId: 's0800', start: '08:00', places: 1 },
];
const COMMITMENT = '8d113c46457c9d7d40bec4eba7f42d678b5bda04d5ee87699bf2e517bd2404b7';
const POOL_TEXT = 'e1||1\ne2|s0830|1\ne3|s0830,s0800|0\ne4||1\ne5|s0800|0\n';
const POOL_HASH = 'f44b1ecb3f96b74ef34d0c960df80d9a03a0a1e5ae871aa1924b158f5ad7ddeb';
const OUTCOME: DrawOutcomeItem[] = [
  { entryId: 'e5', result: 's0800', refused: null },
  { entryId: 'e2', result: 's0830', refused: null },
  { entryId: 'e1', result: 'waitlist', refused: null },
  { entryId: 'e4', result: 'waitlist', refused: null },
  { entryId: 'e3', result: 'none', refused: null },
];

/**
 * The draw written again from the README's words with node:crypto and plain loops, so the
 * vector is checked by a second implementation and not only by the code that produced it.
 */
function independentDraw(seedHex: string, entries: DrawPoolEntry[], places: DrawPlace[]) {
  const key = Buffer.from(seedHex, 'hex');
  const sorted = entries.slice().sort((a, b) => (a.id < b.id ? -1 : 1));
  let text = '';
  for (const e of sorted)
    text += `${e.id}|${e.preferredSlotIds.join(',')}|${e.waitlist ? '1' : '0'}\n`;
  const poolHash = createHash('sha256').update(text, 'utf8').digest('hex');
  const words: number[] = [];
  let block = 0;
  const below = (n: number) => {
    for (;;) {
      if (words.length === 0) {
        const mac = createHmac('sha256', key).update(`${poolHash}:${block++}`, 'ascii').digest();
        for (let i = 0; i < 8; i++) words.push(mac.readUInt32BE(i * 4));
      }
      const u = words.shift()!;
      if (u < 4294967296 - (4294967296 % n)) return u % n;
    }
  };
  for (let i = sorted.length - 1; i >= 1; i--) {
    const j = below(i + 1);
    const t = sorted[i]!;
    sorted[i] = sorted[j]!;
    sorted[j] = t;
  }
  const free = new Map(places.map((p) => [p.slotId, p.places]));
  const earliest = places
    .slice()
    .sort((a, b) =>
      a.start === b.start ? (a.slotId < b.slotId ? -1 : 1) : a.start < b.start ? -1 : 1,
    )
    .map((p) => p.slotId);
  const outcome = sorted.map((e) => {
    const wanted = e.preferredSlotIds.length ? e.preferredSlotIds : earliest;
    const slot = wanted.find((s) => (free.get(s) ?? 0) > 0);
    if (slot) free.set(slot, free.get(slot)! - 1);
    return { entryId: e.id, result: slot ?? (e.waitlist ? 'waitlist' : 'none'), refused: null };
  });
  return {
    commitment: createHash('sha256').update(key).digest('hex'),
    poolText: text,
    poolHash,
    outcome,
  };
}

describe('the known-answer vector', () => {
  it('gives the pinned commitment, pool text, pool hash, order and outcome', async () => {
    expect(await drawCommitment(SEED)).toBe(COMMITMENT);
    expect(poolText(ENTRIES)).toBe(POOL_TEXT);
    expect(await drawPoolHash(ENTRIES)).toBe(POOL_HASH);
    const order = await drawOrder(ENTRIES, SEED, POOL_HASH);
    expect(order.map((e) => e.id)).toEqual(['e5', 'e2', 'e1', 'e4', 'e3']);
    expect(await allocate(order, PLACES, () => null)).toEqual(OUTCOME);
  });

  it('is what a second implementation on node:crypto computes', () => {
    expect(independentDraw(SEED, ENTRIES, PLACES)).toEqual({
      commitment: COMMITMENT,
      poolText: POOL_TEXT,
      poolHash: POOL_HASH,
      outcome: OUTCOME,
    });
  });

  it('agrees with the second implementation on larger draws with several slots', async () => {
    for (let d = 0; d < 20; d++) {
      const seed = createHash('sha256').update(`agree-${d}`).digest('hex');
      const entries = Array.from({ length: 40 + d }, (_, k) => ({
        id: createHash('md5').update(`${d}-${k}`).digest('hex').slice(0, 8),
        preferredSlotIds: [[], ['b'], ['c', 'a'], ['a', 'b', 'c']][k % 4]!,
        waitlist: k % 3 === 0,
      }));
      const places = [
        { slotId: 'c', start: '09:00', places: 3 },
        { slotId: 'a', start: '08:00', places: 2 },
        { slotId: 'b', start: '08:00', places: 4 },
      ];
      const expected = independentDraw(seed, entries, places);
      const poolHash = await drawPoolHash(entries);
      expect(poolHash).toBe(expected.poolHash);
      const order = await drawOrder(entries, seed, poolHash);
      expect(await allocate(order, places, () => null)).toEqual(expected.outcome);
    }
  });
});

describe('the pool hash', () => {
  const changed = async (change: (entries: DrawPoolEntry[]) => DrawPoolEntry[]) =>
    (await drawPoolHash(change(structuredClone(ENTRIES)))) !== POOL_HASH;

  it('changes with any entry', async () => {
    expect(await changed((es) => es.map((e) => (e.id === 'e2' ? { ...e, id: 'e6' } : e)))).toBe(
      true,
    );
    expect(
      await changed((es) =>
        es.map((e) => (e.id === 'e3' ? { ...e, preferredSlotIds: ['s0800', 's0830'] } : e)),
      ),
    ).toBe(true);
    expect(
      await changed((es) =>
        es.map((e) => (e.id === 'e1' ? { ...e, preferredSlotIds: ['s0800'] } : e)),
      ),
    ).toBe(true);
    expect(
      await changed((es) => es.map((e) => (e.id === 'e4' ? { ...e, waitlist: false } : e))),
    ).toBe(true);
    expect(
      await changed((es) => [...es, { id: 'e6', preferredSlotIds: [], waitlist: false }]),
    ).toBe(true);
    expect(await changed((es) => es.filter((e) => e.id !== 'e5'))).toBe(true);
  });

  it('does not depend on the order the entries are given in', async () => {
    expect(await changed((es) => es.reverse())).toBe(false);
    expect(await changed((es) => [es[2]!, es[4]!, es[0]!, es[3]!, es[1]!])).toBe(false);
  });
});

/** A published draw made by the contract's own functions, one entrant refused at allocation. */
async function published(): Promise<PublishedDraw> {
  const poolHash = await drawPoolHash(ENTRIES);
  const order = await drawOrder(ENTRIES, SEED, poolHash);
  const outcome = await allocate(order, PLACES, (e) => (e.id === 'e5' ? '当天预约已达上限' : null));
  return {
    commitment: await drawCommitment(SEED),
    seed: SEED,
    poolHash,
    entries: ENTRIES,
    places: PLACES,
    outcome,
  };
}

describe('verifying a published draw', () => {
  it('passes every check of a correct draw, a refused entrant included', async () => {
    const draw = await published();
    expect(draw.outcome[0]).toEqual({ entryId: 'e5', result: 'none', refused: '当天预约已达上限' });
    const checks = await verifyDraw(draw);
    expect(checks).toHaveLength(4);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('fails the first check when the seed does not match the commitment', async () => {
    const draw = { ...(await published()), seed: SEED.replace(/^5/, '6') };
    const checks = await verifyDraw(draw);
    expect(checks[0]).toEqual({ label: '种子与事先公布的承诺值一致（SHA-256）', ok: false });
    expect(checks.some((c) => c.label.startsWith('抽签顺序') && c.ok)).toBe(false);
  });

  it('fails the pool check when an entry was changed after the draw', async () => {
    const draw = await published();
    draw.entries = draw.entries.map((e) => (e.id === 'e3' ? { ...e, waitlist: true } : e));
    const checks = await verifyDraw(draw);
    expect(checks[1]).toEqual({ label: '登记名单的哈希与公布的一致', ok: false });
  });

  it('fails the allocation check when two entrants’ results are swapped', async () => {
    const draw = await published();
    const [a, b] = [draw.outcome[1]!, draw.outcome[2]!];
    expect(a.result).not.toBe(b.result);
    [a.result, b.result] = [b.result, a.result];
    const checks = await verifyDraw(draw);
    expect(checks.map((c) => c.ok)).toEqual([true, true, true, false]);
  });

  it('fails the order check when the outcome is reordered', async () => {
    const draw = await published();
    [draw.outcome[3], draw.outcome[4]] = [draw.outcome[4]!, draw.outcome[3]!];
    const checks = await verifyDraw(draw);
    expect(checks.map((c) => c.ok)).toEqual([true, true, false]);
  });
});

describe('the random stream', () => {
  it('stays below n', async () => {
    for (const n of [1, 2, 3, 7, 300, 2 ** 31 + 1, 2 ** 32 - 1]) {
      const stream = new DrawStream(SEED, `below-${n}`);
      for (let i = 0; i < 200; i++) {
        const v = await stream.below(n);
        expect(Number.isInteger(v) && v >= 0 && v < n).toBe(true);
      }
    }
  });

  it('skips the words at or above the largest multiple of n, and only those', async () => {
    // n = 3·2^30: a quarter of all words are rejected. Taking them modulo n would put half of
    // the draws in the lowest third.
    const n = 3 * 2 ** 30;
    const limit = 2 ** 32 - (2 ** 32 % n);
    expect(limit).toBe(n);
    const raw = new DrawStream(SEED, POOL_HASH);
    const sampled = new DrawStream(SEED, POOL_HASH);
    const next = vi.spyOn(sampled, 'next');
    const values: number[] = [];
    for (let i = 0; i < 6000; i++) values.push(await sampled.below(n));
    const words: number[] = [];
    for (let i = 0; i < next.mock.calls.length; i++) words.push(await raw.next());
    expect(values).toEqual(words.filter((u) => u < limit).map((u) => u % n));
    const rejected = words.length - values.length;
    expect(rejected / words.length).toBeGreaterThan(0.22);
    expect(rejected / words.length).toBeLessThan(0.28);
    const thirds = [0, 0, 0];
    for (const v of values) thirds[Math.floor(v / 2 ** 30)]! += 1;
    for (const t of thirds) expect(Math.abs(t / values.length - 1 / 3)).toBeLessThan(0.025);
  });
});

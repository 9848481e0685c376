import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  drawOrder,
  drawPoolHash,
  type DrawPlace,
  type DrawPoolEntry,
} from './draw-rules.js';

// The proof that a draw is fair: the second an entry arrived in the window must not
// matter. 1,000 seeded draws of 300 entries for 30 places; winners counted by arrival decile;
// chi-square against "every decile wins as often". First come, run through the same statistic,
// must fail it, so the test is able to fail.

const DRAWS = 1000;
const ENTRIES = 300;
const DECILES = 10;
/** χ² with 9 degrees of freedom exceeds this with probability 0.01. */
const CRITICAL_9DF_001 = 21.666;

const PLACES: DrawPlace[] = [
  { slotId: 'slot-0820', start: '08:20', places: 10 },
  { slotId: 'slot-0800', start: '08:00', places: 10 },
  { slotId: 'slot-0810', start: '08:10', places: 10 },
];
const PLACE_COUNT = PLACES.reduce((sum, p) => sum + p.places, 0);

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The entries of draw `d` in arrival order. Ids rise with arrival (as time-ordered ids would):
 * the shuffle starts from id order, so a draw that leaked its starting order would favour the
 * early. Everyone takes any slot; half ask for the waiting list (which wins nothing here).
 */
function arrivals(d: number): DrawPoolEntry[] {
  return Array.from({ length: ENTRIES }, (_, k) => ({
    id: `d${String(d).padStart(4, '0')}-e${String(k).padStart(4, '0')}`,
    preferredSlotIds: [],
    waitlist: parseInt(sha256Hex(`waitlist-${d}-${k}`).slice(0, 2), 16) % 2 === 0,
  }));
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9): enough digits for a p-value. */
function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  x -= 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Regularized upper incomplete gamma Q(a, x): series below a + 1, continued fraction above. */
function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  // Lentz's method for the continued fraction of Γ(a, x).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return front * h;
}

/** χ² of counts against equal expectation, and its p-value with counts − 1 degrees of freedom. */
function chiSquareUniform(counts: number[]) {
  const total = counts.reduce((s, c) => s + c, 0);
  const expected = total / counts.length;
  const statistic = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
  return { statistic, expected, p: gammaQ((counts.length - 1) / 2, statistic / 2) };
}

/** Wins per arrival decile over all draws, for an allocation order chosen by `order`. */
async function winsByDecile(
  order: (entries: DrawPoolEntry[], d: number) => Promise<DrawPoolEntry[]>,
): Promise<number[]> {
  const wins = new Array<number>(DECILES).fill(0);
  const perDecile = ENTRIES / DECILES;
  for (let d = 0; d < DRAWS; d++) {
    const entries = arrivals(d);
    const arrival = new Map(entries.map((e, k) => [e.id, k]));
    const outcome = await allocate(await order(entries, d), PLACES, () => null);
    const won = outcome.filter((o) => o.result !== 'waitlist' && o.result !== 'none');
    expect(won).toHaveLength(PLACE_COUNT);
    for (const o of won) wins[Math.floor(arrival.get(o.entryId)! / perDecile)]! += 1;
  }
  return wins;
}

describe('the p-value', () => {
  it('matches tabulated χ² quantiles', () => {
    expect(gammaQ(9 / 2, CRITICAL_9DF_001 / 2)).toBeCloseTo(0.01, 4);
    expect(gammaQ(9 / 2, 16.919 / 2)).toBeCloseTo(0.05, 4);
    expect(gammaQ(9 / 2, 8.343 / 2)).toBeCloseTo(0.5, 3);
    expect(gammaQ(1 / 2, 3.841 / 2)).toBeCloseTo(0.05, 4);
  });
});

describe('fairness of the draw', { timeout: 120_000 }, () => {
  it('gives every arrival decile the same chance (χ², p > 0.01), and first come does not', async () => {
    const drawn = await winsByDecile(async (entries, d) =>
      drawOrder(entries, sha256Hex(`fairness-${d}`), await drawPoolHash(entries)),
    );
    const fair = chiSquareUniform(drawn);
    console.log(
      `抽签公平性：${DRAWS} 次抽签，每次 ${ENTRIES} 人抢 ${PLACE_COUNT} 个号；按到达先后十等分的中签数 ` +
        `[${drawn.join(', ')}]（期望各 ${fair.expected}）；χ² = ${fair.statistic.toFixed(3)}，` +
        `自由度 9，p = ${fair.p.toFixed(4)}（临界值 ${CRITICAL_9DF_001}，p = 0.01）`,
    );
    expect(fair.statistic).toBeLessThan(CRITICAL_9DF_001);
    expect(fair.p).toBeGreaterThan(0.01);

    const firstCome = await winsByDecile(async (entries) => entries);
    const unfair = chiSquareUniform(firstCome);
    console.log(
      `对照（先到先得）：十等分中签数 [${firstCome.join(', ')}]；` +
        `χ² = ${unfair.statistic.toFixed(1)}，p = ${unfair.p.toExponential(2)}`,
    );
    expect(unfair.statistic).toBeGreaterThan(CRITICAL_9DF_001);
    expect(unfair.p).toBeLessThan(0.01);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CONSTITUTION_TYPES,
  answersProblem,
  convertedScore,
  outcomeOf,
  scoreConstitution,
  verdicts,
  type ConstitutionItem,
  type ConstitutionType,
} from './constitution-rules.js';

/** Converted scores: every type at `rest` except those given. */
function scores(given: Partial<Record<ConstitutionType, number>>, rest = 0) {
  return Object.fromEntries(CONSTITUTION_TYPES.map((t) => [t, given[t] ?? rest])) as Record<
    ConstitutionType,
    number
  >;
}

function outcome(given: Partial<Record<ConstitutionType, number>>, rest = 0) {
  const v = verdicts(scores(given, rest));
  return outcomeOf(
    CONSTITUTION_TYPES.map((type) => ({
      type,
      raw: 0,
      items: 1,
      converted: scores(given, rest)[type],
      verdict: v[type],
    })),
  );
}

describe('constitution verdicts (domain-rules.md)', () => {
  it('worked example 1: 平和 75, 气虚 56, others under 40 gives 气虚质', () => {
    const v = verdicts(scores({ pinghe: 75, qixu: 56 }, 20));
    expect(v.pinghe).toBe('no');
    expect(v.qixu).toBe('yes');
    expect(outcome({ pinghe: 75, qixu: 56 }, 20).text).toBe('气虚质');
  });

  it('worked example 2: 平和 75, 痰湿 32, others under 30 gives 基本是平和质 with a 痰湿质 tendency', () => {
    const v = verdicts(scores({ pinghe: 75, tanshi: 32 }, 10));
    expect(v.pinghe).toBe('basically');
    expect(v.tanshi).toBe('tendency');
    expect(outcome({ pinghe: 75, tanshi: 32 }, 10)).toEqual({
      main: ['pinghe'],
      tendencies: ['tanshi'],
      text: '基本是平和质，有痰湿质倾向',
    });
  });

  it('平和质 is 是 only at 60 or more with every other under 30', () => {
    expect(verdicts(scores({ pinghe: 60 }, 29.9)).pinghe).toBe('yes');
    expect(verdicts(scores({ pinghe: 59.9 }, 0)).pinghe).toBe('no');
    expect(verdicts(scores({ pinghe: 60, xueyu: 30 }, 0)).pinghe).toBe('basically');
    expect(verdicts(scores({ pinghe: 90, xueyu: 39.9 }, 0)).pinghe).toBe('basically');
    expect(verdicts(scores({ pinghe: 90, xueyu: 40 }, 0)).pinghe).toBe('no');
    expect(outcome({ pinghe: 80 }, 5).text).toBe('平和质');
  });

  it('judges the others at 40 (是) and 30 (倾向是), several at once', () => {
    const v = verdicts(scores({ pinghe: 40, qixu: 40, yangxu: 39.9, yinxu: 30, tanshi: 29.9 }));
    expect([v.qixu, v.yangxu, v.yinxu, v.tanshi]).toEqual(['yes', 'tendency', 'tendency', 'no']);
    const o = outcome({ pinghe: 20, qixu: 45, yangxu: 62, yinxu: 33 });
    expect(o.main).toEqual(['yangxu', 'qixu']);
    expect(o.text).toBe('阳虚质、气虚质，有阴虚质倾向');
  });

  it('says so when nothing reaches a threshold, and names a lone tendency', () => {
    expect(outcome({ pinghe: 50 }, 10).text).toBe('各体质均未达到判定标准');
    expect(outcome({ pinghe: 50, qiyu: 35 }, 10).text).toBe('有气郁质倾向');
  });
});

// A miniature table with the standard's features: a reverse-scored item shared with another
// sub-scale, and the sex-specific pair.
const ITEMS: ConstitutionItem[] = [
  { id: 'a', scales: [{ type: 'pinghe' }] },
  { id: 'b', scales: [{ type: 'pinghe', reverse: true }, { type: 'qixu' }] },
  { id: 'c', scales: [{ type: 'shire' }] },
  { id: 'f', sex: '女', scales: [{ type: 'shire' }] },
  { id: 'm', sex: '男', scales: [{ type: 'shire' }] },
];

describe('constitution scores', () => {
  it('computes raw and converted scores, turning reverse items round', () => {
    const result = scoreConstitution(ITEMS, '女', { a: 5, b: 2, c: 3, f: 4 });
    const by = Object.fromEntries(result.map((s) => [s.type, s]));
    // 平和: 5 + (6 − 2) = 9 over 2 items; 气虚: 2 over 1; 湿热: 3 + 4 over 2 (the man's item left out).
    expect(by.pinghe).toMatchObject({ raw: 9, items: 2, converted: 87.5 });
    expect(by.qixu).toMatchObject({ raw: 2, items: 1, converted: 25 });
    expect(by.shire).toMatchObject({ raw: 7, items: 2, converted: 62.5, verdict: 'yes' });
    expect(by.tebing).toMatchObject({ raw: 0, items: 0 });
  });

  it('uses the formula (raw − items) ÷ (items × 4) × 100 and rounds to one decimal', () => {
    expect(convertedScore(8, 8)).toBe(0);
    expect(convertedScore(40, 8)).toBe(100);
    expect(convertedScore(18, 7)).toBeCloseTo(39.2857, 4);
    const result = scoreConstitution(
      [{ id: 'x', scales: [{ type: 'qixu' }] }, ...ITEMS.slice(1)],
      '男',
      { x: 3, b: 3, c: 2, m: 3 },
    );
    expect(result.find((s) => s.type === 'shire')?.converted).toBe(37.5);
  });

  it('refuses incomplete, out-of-range, unknown and other-sex answers in words', () => {
    expect(answersProblem(ITEMS, '男', { a: 1, b: 1, c: 1, m: 1 })).toBeUndefined();
    expect(answersProblem(ITEMS, '男', { a: 1, b: 1 })).toBe('还有 2 道题没有回答，共 4 道');
    expect(answersProblem(ITEMS, '男', { a: 1, b: 1, c: 1, m: 6 })).toContain('1 到 5');
    expect(answersProblem(ITEMS, '男', { a: 1, b: 1, c: 1, m: 1, f: 2 })).toContain('只适用于女性');
    expect(answersProblem(ITEMS, '女', { zz: 1 })).toBe('没有编号为 zz 的题目');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRoot } from '../../lib/content/content-file.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CONTENT_SETS } from '../content/content-sets.js';
import { loadContent } from '../content/content.service.js';
import {
  DEV_FLOOR,
  DEV_TARGETS,
  percent,
  readDevSet,
  scoreDevSet,
  type DevScore,
} from './symptom-devset.js';

/**
 * The development set against the real content, loaded as the server loads it: prints the
 * rates, whether they meet issue 28's targets, every miss and the 120 advice shown beyond the
 * emergencies; fails below the level reached (DEV_FLOOR, symptom-devset.ts).
 */
const meets = (s: DevScore) =>
  s.top1 / s.n >= DEV_TARGETS.top1 && s.top3 / s.n >= DEV_TARGETS.top3 && !s.emergencyMisses.length;

describe.each(engines)('the symptom development set on %s', (engine) => {
  let t: TestApp;
  let score: DevScore;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await loadContent(t.db, contentRoot(), CONTENT_SETS);
    score = await scoreDevSet(t.db, readDevSet());
    console.log(
      `${engine}: ${score.n} queries, top-1 ${percent(score.top1, score.n)}, ` +
        `top-3 ${percent(score.top3, score.n)} (targets top-1 ${DEV_TARGETS.top1 * 100}%, ` +
        `top-3 ${DEV_TARGETS.top3 * 100}%: ${meets(score) ? 'met' : 'not met'})\nnot first (rank, query → expected, first three):\n` +
        score.misses.join('\n') +
        `\nemergencies without their 120 advice:\n${score.emergencyMisses.join('\n')}` +
        `\n120 advice for descriptions that are not emergencies:\n${score.otherAdvice.join('\n')}`,
    );
  }, 240_000);
  afterAll(() => t.close());

  it('finds the expected condition first and in the top three no less often than so far', () => {
    expect(score.n).toBeGreaterThanOrEqual(100);
    expect(score.top1 / score.n).toBeGreaterThanOrEqual(DEV_FLOOR.top1);
    expect(score.top3 / score.n).toBeGreaterThanOrEqual(DEV_FLOOR.top3);
  });

  it('shows the emergencies their 120 advice, other descriptions no more often than so far', () => {
    expect(score.emergencyMisses.length).toBeLessThanOrEqual(DEV_FLOOR.emergencyMisses);
    expect(score.otherAdvice.length).toBeLessThanOrEqual(DEV_FLOOR.otherAdvice);
  });
});

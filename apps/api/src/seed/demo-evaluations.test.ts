import type { EvaluationPage } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoEvaluations } from './demo-evaluations.js';

describe('the demo county’s visit evaluations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('publishes a few for completed visits, one with the hospital’s reply, once', async () => {
    expect(await seedDemoEvaluations(t.db)).toBe(4);
    const page = (await t.app.inject({ url: '/api/evaluations' })).json<EvaluationPage>();
    expect(page.total).toBe(4);
    expect(page.list.map((e) => e.author)).toEqual(expect.arrayContaining(['王**', '赵*']));
    expect(page.list.filter((e) => e.reply !== null)).toHaveLength(1);
    const visits = await t.db
      .selectFrom('booking')
      .select('status')
      .where(
        'id',
        'in',
        (await t.db.selectFrom('evaluation').select('booking_id').execute()).map(
          (r) => r.booking_id,
        ),
      )
      .execute();
    expect(visits.map((v) => v.status)).toEqual([
      'completed',
      'completed',
      'completed',
      'completed',
    ]);
    expect(await seedDemoEvaluations(t.db)).toBe(0);
  });
});

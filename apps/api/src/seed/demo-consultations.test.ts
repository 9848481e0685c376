import type { PublicConsultPage } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoConsultations } from './demo-consultations.js';

describe('the demo county’s consultations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers a few public questions, anonymised and in the search, once', async () => {
    expect(await seedDemoConsultations(t.db)).toBe(3);
    const res = await t.app.inject({ url: '/api/consultations' });
    const page = res.json<PublicConsultPage>();
    expect(page.total).toBe(3);
    // Newest answer first: the knee (4 days ago) before the cough (12 days ago).
    expect(page.list[0]!.departmentName).toBe('骨科');
    expect(page.list[0]!.patient).toEqual({ age: expect.any(Number), sex: '女' });
    expect(page.list.every((c) => c.messages.map((m) => m.from).join() === 'patient,doctor')).toBe(
      true,
    );
    expect(res.body).not.toContain('吴桂芳');
    const indexed = await t.db
      .selectFrom('search_document')
      .select('doc_id')
      .where('type', '=', 'consult')
      .execute();
    expect(indexed).toHaveLength(3);
    expect(await seedDemoConsultations(t.db)).toBe(0);
  });
});

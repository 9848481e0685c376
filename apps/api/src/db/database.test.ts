import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/engines.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe.each(engines)('database on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const read = (key: string) =>
    t.db.selectFrom('site_setting').select('value').where('key', '=', key).executeTakeFirst();

  // Prepared statements are reused on SQLite: a repeated query must still see fresh data.
  it('answers a repeated query with current rows, not a cached result', async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto('site_setting')
      .values({ key: 'test.k', value: '"a"', updated_at: now })
      .execute();
    expect((await read('test.k'))?.value).toBe('"a"');
    await t.db
      .updateTable('site_setting')
      .set({ value: '"b"' })
      .where('key', '=', 'test.k')
      .execute();
    expect((await read('test.k'))?.value).toBe('"b"');
    await t.db.deleteFrom('site_setting').where('key', '=', 'test.k').execute();
    expect(await read('test.k')).toBeUndefined();
  });

  it('keeps working past the statement cache size with distinct query shapes', async () => {
    for (let n = 1; n <= 520; n++) {
      const keys = Array.from({ length: n }, (_, i) => `none.${i}`);
      const rows = await t.db
        .selectFrom('site_setting')
        .select('key')
        .where('key', 'in', keys)
        .execute();
      expect(rows).toEqual([]);
    }
  });
});

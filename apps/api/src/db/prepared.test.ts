import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/engines.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { prepared } from './prepared.js';

const settingByKey = prepared((db, p: { key: string }) =>
  db.selectFrom('site_setting').select(['key', 'value']).where('key', '=', p.key),
);

// One value used twice, beside a constant of the shape (the `like` pattern).
const renameTestSettings = prepared((db, p: { value: string; at: string }) =>
  db
    .updateTable('site_setting')
    .set({ value: p.value, updated_at: p.at })
    .where('key', 'like', 'prepared.%')
    .where('updated_at', '<', p.at),
);

describe.each(engines)('prepared queries on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const at = '2026-01-01T00:00:00.000Z';
    await t.db
      .insertInto('site_setting')
      .values([
        { key: 'prepared.a', value: '"a"', updated_at: at },
        { key: 'prepared.b', value: '"b"', updated_at: at },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('runs one compiled shape with each call’s own values', async () => {
    expect(await settingByKey.first(t.db, { key: 'prepared.a' })).toEqual({
      key: 'prepared.a',
      value: '"a"',
    });
    expect(await settingByKey.first(t.db, { key: 'prepared.b' })).toEqual({
      key: 'prepared.b',
      value: '"b"',
    });
    expect(await settingByKey.all(t.db, { key: 'prepared.none' })).toEqual([]);
  });

  it('counts the rows a write changed, inside a transaction too', async () => {
    const at = '2026-02-01T00:00:00.000Z';
    const changed = await t.db
      .transaction()
      .execute((trx) => renameTestSettings.affected(trx, { value: '"z"', at }));
    expect(changed).toBe(2);
    // The same value again: updated_at is no longer older, so nothing matches.
    expect(await renameTestSettings.affected(t.db, { value: '"y"', at })).toBe(0);
    expect(await settingByKey.first(t.db, { key: 'prepared.b' })).toEqual({
      key: 'prepared.b',
      value: '"z"',
    });
  });

  it.runIf(engine === 'postgres')(
    'runs as a statement PostgreSQL parsed once for the connection',
    async () => {
      const named = await t.db.transaction().execute(async (trx) => {
        await settingByKey.first(trx, { key: 'prepared.a' });
        const { rows } = await sql<{ name: string; statement: string }>`
          select name, statement from pg_prepared_statements`.execute(trx);
        return rows;
      });
      expect(named).toContainEqual({
        name: expect.stringMatching(/^portal_\d+$/),
        statement: expect.stringContaining('from "site_setting" where "key" = $1'),
      });
    },
  );

  it('refuses a placeholder that the query does not carry as a value', async () => {
    const misused = prepared((db, p: { key: string }) =>
      db.selectFrom('site_setting').select('key').where('key', '=', p.key.slice(0, 3)),
    );
    await expect(misused.first(t.db, { key: 'prepared.a' })).rejects.toThrow(/does not carry key/);
  });
});

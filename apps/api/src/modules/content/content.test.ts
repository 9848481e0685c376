import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { ContentSet } from './content-sets.js';
import { listLoads } from './content.repository.js';
import { fingerprint, loadContent } from './content.service.js';

describe.each(engines)('content sets on %s', (engine) => {
  let t: TestApp;
  const root = mkdtempSync(join(tmpdir(), 'portal-content-'));
  let calls = 0;
  let fail = false;

  // A set that writes a site setting per file, so a failed load can be seen to leave nothing.
  const notes: ContentSet = {
    name: 'notes',
    title: '测试',
    paths: ['notes'],
    async load(trx) {
      calls++;
      await trx.deleteFrom('site_setting').where('key', 'like', 'test.note.%').execute();
      await trx
        .insertInto('site_setting')
        .values({ key: 'test.note.a', value: '"a"', updated_at: '2026-01-01T00:00:00Z' })
        .execute();
      if (fail) throw new Error('notes/b.md：标题缺失');
      return 1;
    },
  };
  const noteCount = async () =>
    (await t.db.selectFrom('site_setting').select('key').where('key', 'like', 'test.note.%').execute())
      .length;

  beforeAll(async () => {
    t = await createTestApp(engine);
    writeFileSync(join(root, 'notes'), 'first');
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('loads a set once, again only when its files change or when forced', async () => {
    expect(await loadContent(t.db, root, [notes])).toEqual([{ name: 'notes', title: '测试', items: 1 }]);
    expect(await loadContent(t.db, root, [notes])).toEqual([{ name: 'notes', title: '测试' }]);
    expect(calls).toBe(1);
    writeFileSync(join(root, 'notes'), 'second');
    await loadContent(t.db, root, [notes]);
    await loadContent(t.db, root, [notes], { force: true });
    expect(calls).toBe(3);
    const [row] = await listLoads(t.db);
    expect(row).toMatchObject({ name: 'notes', items: 1, fingerprint: fingerprint(root, ['notes']) });
  });

  it('keeps the last good load when a set fails', async () => {
    writeFileSync(join(root, 'notes'), 'third');
    await t.db.deleteFrom('site_setting').where('key', 'like', 'test.note.%').execute();
    fail = true;
    await expect(loadContent(t.db, root, [notes])).rejects.toThrow('notes/b.md');
    fail = false;
    expect(await noteCount()).toBe(0);
    const [row] = await listLoads(t.db);
    expect(row!.fingerprint).not.toBe(fingerprint(root, ['notes']));
  });

  it('lets two loads of one set run together without a conflict', async () => {
    writeFileSync(join(root, 'notes'), 'fourth');
    const before = calls;
    await Promise.all([loadContent(t.db, root, [notes]), loadContent(t.db, root, [notes])]);
    // The second waits for the first, then finds its fingerprint current.
    expect(calls - before).toBe(1);
    expect(await noteCount()).toBe(1);
  });
});

describe('fingerprint', () => {
  it('changes with a file name or its bytes and notices a missing path', () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-print-'));
    writeFileSync(join(root, 'a.md'), 'x');
    const first = fingerprint(root, ['a.md']);
    writeFileSync(join(root, 'a.md'), 'y');
    expect(fingerprint(root, ['a.md'])).not.toBe(first);
    expect(fingerprint(root, ['b.md'])).not.toBe(fingerprint(root, ['c.md']));
    rmSync(root, { recursive: true, force: true });
  });
});

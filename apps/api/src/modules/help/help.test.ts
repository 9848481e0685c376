import type { HelpCentre, SearchResult } from '@portal/contract';
import { cpSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRoot } from '../../lib/content/content-file.js';
import { invalidatePublicReads } from '../../lib/public-cache.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { countDocuments } from '../search/search.service.js';
import { loadHelp, readHelp } from './help.service.js';

/** A copy of content/help to break or trim, removed afterwards. */
function helpCopy(): { root: string; file: (name: string) => string; done: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'help-content-'));
  cpSync(path.join(contentRoot(), 'help'), path.join(root, 'help'), { recursive: true });
  return {
    root,
    file: (name) => path.join(root, 'help', name),
    done: () => rmSync(root, { recursive: true, force: true }),
  };
}

describe('content/help as read', () => {
  it('has the seven categories of the issue in order, every question answered', () => {
    const categories = readHelp(contentRoot()).map((c) => c.category);
    expect(categories.map((c) => c.name)).toEqual([
      '账号与登录',
      '实名认证',
      '预约挂号',
      '报告查询',
      '就诊卡',
      '长辈版与无障碍',
      '隐私与安全',
    ]);
    for (const c of categories) {
      expect(c.entries.length).toBeGreaterThan(3);
      expect(c.entries.map((e) => e.id)).toEqual(c.entries.map((_, i) => `${c.id}-${i + 1}`));
      for (const e of c.entries) expect(e.answer.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['text before the first question', '开头一段话\n## 问题？\n回答。\n', '第一个“## 问题”'],
    ['a question without an answer', '## 问题一？\n## 问题二？\n回答。\n', '问题一？'],
    ['a link', '## 问题？\n见[这里](http://x)。\n', '链接'],
  ])('refuses %s, naming the file', (_name, body, reason) => {
    const copy = helpCopy();
    try {
      writeFileSync(
        copy.file('account.md'),
        `---\nid: account\nname: 账号与登录\norder: 1\n---\n${body}`,
      );
      expect(() => readHelp(copy.root)).toThrow(/help\/account\.md/);
      expect(() => readHelp(copy.root)).toThrow(reason);
    } finally {
      copy.done();
    }
  });

  it('refuses a category without its order or with an id used twice', () => {
    const copy = helpCopy();
    try {
      writeFileSync(copy.file('zz.md'), '---\nid: zz\nname: 其他\n---\n## 问？\n答。\n');
      expect(() => readHelp(copy.root)).toThrow(/zz\.md.*order/);
      writeFileSync(
        copy.file('zz.md'),
        '---\nid: account\nname: 其他\norder: 9\n---\n## 问？\n答。\n',
      );
      expect(() => readHelp(copy.root)).toThrow(/account/);
    } finally {
      copy.done();
    }
  });
});

describe.each(engines)('the help centre on %s', (engine) => {
  let t: TestApp;
  let loaded: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    loaded = await t.db.transaction().execute((trx) => loadHelp(trx, contentRoot()));
  });
  afterAll(() => t.close());

  const help = async () => {
    const res = await t.app.inject({ url: '/api/help' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as HelpCentre;
  };
  const search = async (q: string) => {
    const res = await t.app.inject({ url: '/api/search', query: { q, type: 'help' } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchResult;
  };

  it('lists every category with its questions and answers as blocks', async () => {
    const { categories } = await help();
    expect(categories).toHaveLength(7);
    expect(categories.flatMap((c) => c.entries)).toHaveLength(loaded);
    const account = categories[0]!;
    expect(account).toMatchObject({ id: 'account', name: '账号与登录' });
    expect(account.entries[1]).toMatchObject({ id: 'account-2', question: '密码有什么要求？' });
    expect(account.entries[1]!.answer[0]).toMatchObject({ kind: 'p' });
    expect(JSON.stringify(account.entries[1]!.answer)).toContain('8 到 32 个字符');
  });

  it('puts every question into the search index as help, linking to its place', async () => {
    expect(await countDocuments(t.db, 'help')).toBe(loaded);
    const r = await search('忘记密码');
    expect(r.list[0]).toMatchObject({
      type: 'help',
      title: '忘记密码怎么办？',
      url: '/helpcenter?category=account#account-4',
      category: '账号与登录',
    });
    // A word from an answer only: 取号密码 is explained under 预约挂号.
    const pickup = await search('取号密码');
    expect(pickup.total).toBeGreaterThan(0);
    expect(pickup.list.map((h) => h.category)).toContain('预约挂号');
    // Elder mode is found by its other names (elder-and-a11y.md).
    for (const q of ['长辈版', '关怀版', '亲情版']) {
      expect((await search(q)).list[0]?.category).toBe('长辈版与无障碍');
    }
  });

  it('replaces the help centre and its documents on a reload, nothing left behind', async () => {
    const copy = helpCopy();
    try {
      unlinkSync(copy.file('privacy.md'));
      const n = await t.db.transaction().execute((trx) => loadHelp(trx, copy.root));
      invalidatePublicReads(t.db);
      const { categories } = await help();
      expect(categories.map((c) => c.id)).not.toContain('privacy');
      expect(await countDocuments(t.db, 'help')).toBe(n);
      expect(n).toBeLessThan(loaded);
    } finally {
      copy.done();
    }
  });

  it('keeps the old help centre when a file is broken (the load fails whole)', async () => {
    const copy = helpCopy();
    const before = await countDocuments(t.db, 'help');
    try {
      writeFileSync(copy.file('zz.md'), '---\nid: zz\nname: 其他\norder: 9\n---\n<b>坏</b>\n');
      await expect(t.db.transaction().execute((trx) => loadHelp(trx, copy.root))).rejects.toThrow(
        /zz\.md/,
      );
      expect(await countDocuments(t.db, 'help')).toBe(before);
    } finally {
      copy.done();
    }
  });
});

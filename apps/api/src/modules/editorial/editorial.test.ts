import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContentVersionView, EditorialItem } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRoot } from '../../lib/content/content-file.js';
import {
  EDITORIAL_API as API,
  reloadContentSet,
  saveVersion,
  versionAct,
} from '../../test/editorial-fixtures.js';
import { engines } from '../../test/engines.js';
import { DEMO_STAFF, staffSession, type StaffClient } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { contentConflicts, exportWiki } from '../content/content-export.js';
import { readArticles, readConditions } from '../wiki/wiki-content.js';

describe.each(engines)('editorial workflow on %s', (engine) => {
  let t: TestApp;
  let editor: StaffClient;
  let reviewer: StaffClient;
  let bureau: StaffClient;
  const out = mkdtempSync(join(tmpdir(), 'portal-export-'));

  beforeAll(async () => {
    t = await createTestApp(engine);
    await reloadContentSet(t.db, 'wiki');
    editor = await staffSession(t.app, DEMO_STAFF.editor);
    reviewer = await staffSession(t.app, DEMO_STAFF.reviewer);
    bureau = await staffSession(t.app, DEMO_STAFF.bureau_admin);
  });
  afterAll(async () => {
    rmSync(out, { recursive: true, force: true });
    await t.close();
  });

  const draftOf = async (who: StaffClient, kind: string, itemId: string) => {
    const res = await who.inject({
      method: 'POST',
      url: `${API}/drafts`,
      payload: { kind, itemId },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ContentVersionView>();
  };
  const search = async (q: string) =>
    (await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` })).json<{
      list: { type: string; id: string }[];
    }>().list;

  it('publishes an edited condition: citizen page and search show it at once', async () => {
    // Warm the public cache first: publishing must drop it.
    const before = await t.app.inject({ url: '/api/wiki/conditions/gan-mao' });
    expect(before.statusCode).toBe(200);
    const draft = await draftOf(editor, 'condition', 'gan-mao');
    expect(draft.status).toBe('draft');
    expect(draft.fields.body).toContain('## 概述');
    const summary = '病毒引起的鼻咽部轻度感染，多喝温水，注意休息，一般一周左右好转，雪梨润喉。';
    const fields = { ...draft.fields, meta: { ...draft.fields.meta, summary } };
    expect((await saveVersion(editor, draft.id, fields)).statusCode).toBe(200);
    expect((await versionAct(editor, draft.id, 'submit')).json().status).toBe('review');
    // An editor has no review permission; the reviewer approves.
    expect((await versionAct(editor, draft.id, 'approve')).statusCode).toBe(403);
    const approved = await versionAct(reviewer, draft.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('published');

    const page = (await t.app.inject({ url: '/api/wiki/conditions/gan-mao' })).json();
    expect(page.summary).toBe(summary);
    expect(page.reviewer).toBe(approved.json().fields.meta.reviewer);
    expect(
      (await search('雪梨润喉')).some((h) => h.type === 'condition' && h.id === 'gan-mao'),
    ).toBe(true);
    const detail = (await editor.inject({ url: `${API}/versions/${draft.id}` })).json();
    expect(detail.published.meta.summary).toBe(summary);
    expect(detail.history.length).toBeGreaterThanOrEqual(1);
  });

  it('keeps a console edit over the files on reload and reports it in content status', async () => {
    await reloadContentSet(t.db, 'wiki');
    const page = (await t.app.inject({ url: '/api/wiki/conditions/gan-mao' })).json();
    expect(page.summary).toContain('雪梨润喉');
    const conflicts = await contentConflicts(t.db);
    expect(
      conflicts.some(
        (l) => l.includes('condition/gan-mao') && l.includes('控制台已修改，文件未载入'),
      ),
    ).toBe(true);
    const items = (await editor.inject({ url: `${API}/items?kind=condition` })).json<
      EditorialItem[]
    >();
    expect(items.find((i) => i.id === 'gan-mao')).toMatchObject({
      consoleEdited: true,
      published: true,
    });
  });

  it('refuses an author approving their own draft, the bureau included', async () => {
    for (const who of [reviewer, bureau]) {
      const items = (await who.inject({ url: `${API}/items?kind=article` })).json<
        EditorialItem[]
      >();
      const free = items.find((i) => i.published && !i.open)!;
      const draft = await draftOf(who, 'article', free.id);
      expect((await versionAct(who, draft.id, 'submit')).statusCode).toBe(200);
      const own = await versionAct(who, draft.id, 'approve');
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toMatch(/不能审核自己/);
      // Someone else may: the bureau approves the reviewer's, the reviewer the bureau's.
      const other = who === reviewer ? bureau : reviewer;
      const decided = await versionAct(other, draft.id, 'approve');
      expect(decided.statusCode, decided.body).toBe(200);
    }
  });

  it('sends a draft back only with a reason, shown to the author', async () => {
    const draft = await draftOf(editor, 'condition', 'gao-xue-ya');
    expect((await versionAct(editor, draft.id, 'submit')).statusCode).toBe(200);
    expect((await versionAct(reviewer, draft.id, 'reject', { reason: '' })).statusCode).toBe(400);
    const blank = await versionAct(reviewer, draft.id, 'reject', { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/原因/);
    const sent = await versionAct(reviewer, draft.id, 'reject', { reason: '请补充血压测量方法' });
    expect(sent.json()).toMatchObject({ status: 'draft', reason: '请补充血压测量方法' });
    // One open draft per item.
    const again = await editor.inject({
      method: 'POST',
      url: `${API}/drafts`,
      payload: { kind: 'condition', itemId: 'gao-xue-ya' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('checks drafts with the loader rules: 400 in Chinese for markup outside the subset', async () => {
    const draft = await draftOf(editor, 'condition', 'tang-niao-bing');
    const html = await saveVersion(editor, draft.id, {
      ...draft.fields,
      body: draft.fields.body.replace('## 症状', '<b>加粗</b>\n\n## 症状'),
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toMatch(/不能使用 HTML/);
    const outline = await saveVersion(editor, draft.id, {
      ...draft.fields,
      body: draft.fields.body.replace('## 病因', '## 原因'),
    });
    expect(outline.statusCode).toBe(400);
    expect(outline.json().message).toMatch(/正文须依次是/);
    const noSources = await saveVersion(editor, draft.id, {
      ...draft.fields,
      meta: { ...draft.fields.meta, sources: [] },
    });
    expect(noSources.statusCode).toBe(400);
    expect(noSources.json().message).toMatch(/sources/);
  });

  it('archives an item: off the citizen pages and out of search', async () => {
    const items = (await reviewer.inject({ url: `${API}/items?kind=article` })).json<
      EditorialItem[]
    >();
    const target = items.find((i) => i.published && !i.open)!;
    expect((await t.app.inject({ url: `/api/wiki/articles/${target.id}` })).statusCode).toBe(200);
    const res = await reviewer.inject({
      method: 'POST',
      url: `${API}/items/article/${target.id}/archive`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ url: `/api/wiki/articles/${target.id}` })).statusCode).toBe(404);
    expect((await search(target.title)).some((h) => h.id === target.id)).toBe(false);
    await reloadContentSet(t.db, 'wiki');
    expect((await t.app.inject({ url: `/api/wiki/articles/${target.id}` })).statusCode).toBe(404);
  });

  it('lists items whose last clinical review is over three years old', async () => {
    await t.db
      .updateTable('wiki_condition')
      .set({ reviewed_at: '2020-05-01' })
      .where('id', '=', 'bai-nei-zhang')
      .execute();
    const overdue = (await editor.inject({ url: `${API}/overdue` })).json<EditorialItem[]>();
    expect(overdue.map((i) => i.id)).toContain('bai-nei-zhang');
    expect(overdue.every((i) => i.reviewedAt! < '2023-11-26')).toBe(true);
  });

  it('exports conditions and articles as files the loader reads back', async () => {
    const written = await exportWiki(t.db, out);
    const conditions = readConditions(out);
    const articles = readArticles(out);
    expect(conditions.length + articles.length).toBe(written.length);
    expect(conditions.find((c) => c.id === 'gan-mao')!.summary).toContain('雪梨润喉');
    // An item nobody edited comes back as the file it was loaded from, byte for byte.
    const file = join('conditions', 'a-er-ci-hai-mo-bing.md');
    expect(readFileSync(join(out, file), 'utf8')).toBe(
      readFileSync(join(contentRoot(), file), 'utf8'),
    );
  });

  it('keeps other roles out', async () => {
    const doctor = await staffSession(t.app, DEMO_STAFF.doctor);
    expect((await doctor.inject({ url: `${API}/items?kind=condition` })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${API}/versions` })).statusCode).toBe(401);
  });
});

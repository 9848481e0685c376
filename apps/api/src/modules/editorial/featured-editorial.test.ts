import {
  API as PUBLIC_API,
  type ContentVersionView,
  type EditorialFields,
  type EditorialItem,
  type HomeContent,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRoot } from '../../lib/content/content-file.js';
import {
  EDITORIAL_API as API,
  publishVersion,
  reloadContentSet,
  saveVersion,
} from '../../test/editorial-fixtures.js';
import { engines } from '../../test/engines.js';
import { DEMO_STAFF, staffSession, type StaffClient } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { contentConflicts } from '../content/content-export.js';
import { readHomeFile } from '../home/home-content.js';

describe.each(engines)('the home page featured list in the editorial workflow on %s', (engine) => {
  let t: TestApp;
  let editor: StaffClient;
  let reviewer: StaffClient;

  beforeAll(async () => {
    t = await createTestApp(engine);
    // The wiki first: the home page reads the picks' titles from its search documents.
    await reloadContentSet(t.db, 'wiki');
    await reloadContentSet(t.db, 'home');
    editor = await staffSession(t.app, DEMO_STAFF.editor);
    reviewer = await staffSession(t.app, DEMO_STAFF.reviewer);
  });
  afterAll(() => t.close());

  const homeFeatured = async () =>
    (await t.app.inject({ url: PUBLIC_API.home }))
      .json<HomeContent>()
      .featured.map((f) => `${f.type}/${f.id}`);
  /** The rows a reload writes (the public read is cached, and loadContent alone does not drop it). */
  const storedFeatured = async () =>
    (
      await t.db
        .selectFrom('home_featured')
        .select(['type', 'doc_id'])
        .orderBy('sort_order')
        .execute()
    ).map((f) => `${f.type}/${f.doc_id}`);
  const newDraft = async () => {
    const res = await editor.inject({
      method: 'POST',
      url: `${API}/drafts`,
      payload: { kind: 'featured', itemId: 'home' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ContentVersionView>();
  };
  const lists = (conditions: string[], articles: string[]): EditorialFields => ({
    meta: { id: 'home', conditions, articles },
    body: '',
  });

  it('lists the one featured item, read on the home page, starting from home.yaml', async () => {
    const items = (await editor.inject({ url: `${API}/items?kind=featured` })).json<
      EditorialItem[]
    >();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: 'home',
      title: '首页推荐',
      published: true,
      consoleEdited: false,
      citizenPath: '/home',
    });
    const file = readHomeFile(contentRoot()).featured;
    const draft = await newDraft();
    expect(draft.title).toBe('首页推荐');
    expect(draft.fields).toEqual({
      meta: {
        id: 'home',
        conditions: file.filter((f) => f.type === 'condition').map((f) => f.id),
        articles: file.filter((f) => f.type === 'article').map((f) => f.id),
      },
      body: '',
    });
    // The draft stays open for the next test: one open draft per item.
    const second = await editor.inject({
      method: 'POST',
      url: `${API}/drafts`,
      payload: { kind: 'featured', itemId: 'home' },
    });
    expect(second.statusCode).toBe(409);
  });

  it('refuses an unknown or duplicated id, too many picks, a body and a second item', async () => {
    const versions = (await editor.inject({ url: `${API}/versions` })).json<ContentVersionView[]>();
    const draft = versions.find((v) => v.kind === 'featured' && v.status === 'draft')!;
    const unknown = await saveVersion(
      editor,
      draft.id,
      lists(['gan-mao', 'mei-you-zhe-ge-bing'], []),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      '疾病 mei-you-zhe-ge-bing 不存在或未发布，不能放在首页推荐里',
    );
    const article = await saveVersion(editor, draft.id, lists([], ['mei-you-zhe-pian']));
    expect(article.statusCode).toBe(400);
    expect(article.json().message).toContain('文章 mei-you-zhe-pian 不存在或未发布');

    const twice = await saveVersion(editor, draft.id, lists(['gan-mao', 'gan-mao'], []));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('推荐疾病（conditions）里的 gan-mao 重复了');
    const slug = await saveVersion(editor, draft.id, lists(['Gan Mao'], []));
    expect(slug.statusCode).toBe(400);
    expect(slug.json().message).toBe(
      '推荐疾病（conditions）里的“Gan Mao”不是 id（只用小写字母、数字和连字符）',
    );
    const many = await saveVersion(
      editor,
      draft.id,
      lists(
        Array.from({ length: 13 }, (_, i) => `bing-${i}`),
        [],
      ),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toContain('首页最多推荐 12 项');
    const body = await saveVersion(editor, draft.id, { ...lists(['gan-mao'], []), body: '正文' });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toContain('首页推荐没有正文');

    const other = await editor.inject({
      method: 'POST',
      url: `${API}/drafts`,
      payload: { kind: 'featured', fields: { ...lists([], []), meta: { id: 'qi-ta' } } },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('首页推荐只有一条，编号为 home');
    // None of it reached the draft.
    const detail = (await editor.inject({ url: `${API}/versions/${draft.id}` })).json();
    expect(detail.version.fields.meta.conditions).not.toContain('mei-you-zhe-ge-bing');
  });

  it('publishes a new list: the home page shows it at once, in its order', async () => {
    const before = await homeFeatured();
    expect(before.length).toBeGreaterThan(0);
    const versions = (await editor.inject({ url: `${API}/versions` })).json<ContentVersionView[]>();
    const draft = versions.find((v) => v.kind === 'featured' && v.status === 'draft')!;
    const wanted = [
      'condition/gan-mao',
      'condition/gao-xue-ya',
      'article/liu-gan-yi-miao-mei-nian-da',
    ];
    expect(before).not.toEqual(wanted);
    const published = await publishVersion(
      editor,
      reviewer,
      draft,
      lists(['gan-mao', 'gao-xue-ya'], ['liu-gan-yi-miao-mei-nian-da']),
    );
    expect(published.status).toBe('published');
    // Not clinical: the approval sets no reviewer on the fields.
    expect(published.fields.meta.reviewer).toBeUndefined();
    expect(await homeFeatured()).toEqual(wanted);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('entity_id', '=', 'home')
      .execute();
    expect(audit).toEqual([{ action: 'content.publish', entity: 'featured' }]);
    const items = (await editor.inject({ url: `${API}/items?kind=featured` })).json<
      EditorialItem[]
    >();
    expect(items[0]).toMatchObject({ consoleEdited: true, published: true, open: null });
  });

  it('refuses to archive the list: the home page always has one', async () => {
    const archived = await reviewer.inject({
      method: 'POST',
      url: `${API}/items/featured/home/archive`,
    });
    expect(archived.statusCode).toBe(409);
    expect(archived.json().message).toContain('首页推荐不能下线');
    expect(await homeFeatured()).toEqual([
      'condition/gan-mao',
      'condition/gao-xue-ya',
      'article/liu-gan-yi-miao-mei-nian-da',
    ]);
    const versions = await t.db
      .selectFrom('content_version')
      .select('status')
      .where('kind', '=', 'featured')
      .execute();
    expect(versions.map((v) => v.status)).not.toContain('archived');
  });

  it('keeps the console list over home.yaml on reload and reports it in content status', async () => {
    await reloadContentSet(t.db, 'home');
    expect(await storedFeatured()).toEqual([
      'condition/gan-mao',
      'condition/gao-xue-ya',
      'article/liu-gan-yi-miao-mei-nian-da',
    ]);
    const conflicts = await contentConflicts(t.db);
    expect(
      conflicts.some((l) => l.includes('featured/home') && l.includes('控制台已修改，文件未载入')),
    ).toBe(true);
  });

  it('publishes an empty list, which a reload keeps too', async () => {
    await publishVersion(editor, reviewer, await newDraft(), lists([], []));
    expect(await homeFeatured()).toEqual([]);
    await reloadContentSet(t.db, 'home');
    expect(await storedFeatured()).toEqual([]);
  });
});

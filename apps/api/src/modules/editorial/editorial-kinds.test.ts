import {
  API as PUBLIC_API,
  type ContentVersionView,
  type EditorialItem,
  type HelpCentre,
  type HomeContent,
  type Notice,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EDITORIAL_API as API,
  publishVersion,
  reloadContentSet,
} from '../../test/editorial-fixtures.js';
import { engines } from '../../test/engines.js';
import { DEMO_STAFF, staffSession, type StaffClient } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(engines)('editorial kinds beyond the wiki on %s', (engine) => {
  let t: TestApp;
  let editor: StaffClient;
  let reviewer: StaffClient;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await reloadContentSet(t.db, 'public-health');
    await reloadContentSet(t.db, 'help');
    editor = await staffSession(t.app, DEMO_STAFF.editor);
    reviewer = await staffSession(t.app, DEMO_STAFF.reviewer);
  });
  afterAll(() => t.close());

  const homeNotices = async () =>
    (await t.app.inject({ url: PUBLIC_API.home })).json<HomeContent>().notices;
  const notices = async () => (await t.app.inject({ url: PUBLIC_API.notices })).json<Notice[]>();
  const titles = async () => {
    const all = await notices();
    return all.map((n) => n.title);
  };

  it('publishes a new notice: the home page and the notice list show it at once', async () => {
    // Warm the public caches first: publishing must drop them.
    const before = await homeNotices();
    expect(before.length).toBeGreaterThan(0);
    await titles();
    const fields = {
      meta: { id: 'test-tingdian', title: '县医院门诊楼 12 月 1 日停电检修', date: '2099-12-01' },
      body: '12 月 1 日 08:00 至 12:00 县医院门诊楼停电检修，急诊照常。',
    };
    const bad = await editor.inject({
      method: 'POST',
      url: `${API}/drafts`,
      payload: { kind: 'notice', fields: { ...fields, meta: { ...fields.meta, date: '12月1日' } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('date 须是 YYYY-MM-DD 日期');

    const created = await editor.inject({
      method: 'POST',
      url: `${API}/drafts`,
      payload: { kind: 'notice', fields },
    });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json<ContentVersionView>();
    // A reviewer never approves their own text.
    const published = await publishVersion(editor, reviewer, draft);
    expect(published.status).toBe('published');
    expect(published.fields.meta.reviewer).toBeUndefined();

    expect((await homeNotices())[0]!.title).toBe(fields.meta.title);
    expect(await titles()).toContain(fields.meta.title);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('entity_id', '=', 'test-tingdian')
      .execute();
    expect(audit).toEqual([{ action: 'content.publish', entity: 'notice' }]);

    const items = await editor.inject({ url: `${API}/items?kind=notice` });
    const item = items.json<EditorialItem[]>().find((i) => i.id === 'test-tingdian');
    expect(item).toMatchObject({ published: true, consoleEdited: true, reviewedAt: null });
  });

  it('keeps a console edit of a file notice over the file on reload; archive takes it off', async () => {
    const id = '12320-fuwu-shijian';
    const draft = (
      await editor.inject({
        method: 'POST',
        url: `${API}/drafts`,
        payload: { kind: 'notice', itemId: id },
      })
    ).json<ContentVersionView>();
    expect(draft.fields.meta).toMatchObject({ id, date: '2026-11-02' });
    const title = '12320 健康服务热线人工服务时间调整';
    await publishVersion(editor, reviewer, draft, {
      ...draft.fields,
      meta: { ...draft.fields.meta, title },
    });
    expect(await titles()).toContain(title);

    await reloadContentSet(t.db, 'public-health');
    expect(await titles()).toContain(title);
    expect(await titles()).toContain('县医院门诊楼 12 月 1 日停电检修');

    const archived = await reviewer.inject({
      method: 'POST',
      url: `${API}/items/notice/${id}/archive`,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await titles()).not.toContain(title);
    await reloadContentSet(t.db, 'public-health');
    expect((await titles()).some((x) => x.startsWith('12320'))).toBe(false);
  });

  const helpQuestions = async () =>
    (await t.app.inject({ url: PUBLIC_API.help }))
      .json<HelpCentre>()
      .categories.flatMap((c) => c.entries.map((e) => `${c.id}/${e.id}:${e.question}`));
  const helpSearch = async (q: string) =>
    (await t.app.inject({ url: `/api/search?type=help&q=${encodeURIComponent(q)}` }))
      .json<{ list: { id: string }[] }>()
      .list.map((d) => d.id);

  it('publishes a new help question: the help centre and search show it at once', async () => {
    await helpQuestions();
    const fields = {
      meta: { id: 'cards-kapian-guashi', title: '就诊卡丢了怎么挂失？', category: 'cards' },
      body: '到发卡医院的挂号收费窗口，出示身份证办理挂失和补卡。\n',
    };
    const bad = await editor.inject({
      method: 'POST',
      url: `${API}/drafts`,
      payload: { kind: 'help', fields: { ...fields, body: '## 小标题\n\n正文\n' } },
    });
    expect(bad.statusCode).toBe(400);
    const draft = await editor.inject({
      method: 'POST',
      url: `${API}/drafts`,
      payload: { kind: 'help', fields },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    await publishVersion(editor, reviewer, draft.json<ContentVersionView>());
    expect(await helpQuestions()).toContain('cards/cards-kapian-guashi:就诊卡丢了怎么挂失？');
    expect(await helpSearch('挂失')).toContain('cards-kapian-guashi');

    await reloadContentSet(t.db, 'help');
    expect(await helpQuestions()).toContain('cards/cards-kapian-guashi:就诊卡丢了怎么挂失？');
    expect(await helpSearch('挂失')).toContain('cards-kapian-guashi');
  });

  it('keeps a console edit of a file question over the file on reload', async () => {
    const draft = (
      await editor.inject({
        method: 'POST',
        url: `${API}/drafts`,
        payload: { kind: 'help', itemId: 'cards-1' },
      })
    ).json<ContentVersionView>();
    expect(draft.fields.meta).toMatchObject({ id: 'cards-1', category: 'cards' });
    const title = '就诊卡和电子健康卡有哪些区别？';
    await publishVersion(editor, reviewer, draft, {
      ...draft.fields,
      meta: { ...draft.fields.meta, title },
    });
    expect(await helpQuestions()).toContain(`cards/cards-1:${title}`);
    await reloadContentSet(t.db, 'help');
    expect(await helpQuestions()).toContain(`cards/cards-1:${title}`);
  });
});

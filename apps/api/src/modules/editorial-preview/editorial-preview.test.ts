import type {
  ContentVersionView,
  DraftPreview,
  EditorialItem,
  PreviewLink,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITORIAL_API as API, reloadContentSet } from '../../test/editorial-fixtures.js';
import { engines } from '../../test/engines.js';
import { DEMO_STAFF, staffSession, type StaffClient } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { draftPreview } from './editorial-preview.service.js';

const tokenOf = (link: PreviewLink) => new URLSearchParams(link.path.split('?')[1]).get('token')!;

describe.each(engines)('draft preview on %s', (engine) => {
  let t: TestApp;
  let editor: StaffClient;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await reloadContentSet(t.db, 'wiki');
    editor = await staffSession(t.app, DEMO_STAFF.editor);
  });
  afterAll(() => t.close());

  /** The editor's draft of the first published item of a kind, with a new summary saved. */
  async function editedDraft(kind: 'condition' | 'article', summary: string) {
    const items = (await editor.inject({ url: `${API}/items?kind=${kind}` })).json<
      EditorialItem[]
    >();
    const itemId = items.find((i) => i.published && !i.open)!.id;
    const res = await editor.inject({
      method: 'POST',
      url: `${API}/drafts`,
      payload: { kind, itemId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json<ContentVersionView>();
    const fields = { ...draft.fields, meta: { ...draft.fields.meta, summary } };
    const saved = await editor.inject({
      method: 'PUT',
      url: `${API}/versions/${draft.id}`,
      payload: fields,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { id: draft.id, itemId };
  }
  const preview = (who: StaffClient, id: string) =>
    who.inject({ method: 'POST', url: `${API}/versions/${id}/preview` });

  it('shows a condition draft in the citizen shape while the site keeps the published text', async () => {
    const summary = '预览测试：草稿里的新概述，尚未发布，市民页面不应出现这句话。';
    const { id, itemId } = await editedDraft('condition', summary);
    const res = await preview(editor, id);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json<PreviewLink>();
    expect(link.path).toMatch(/^\/preview\?token=/);

    const shown = await t.app.inject({ url: `/api/preview/${encodeURIComponent(tokenOf(link))}` });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    const body = shown.json<DraftPreview>();
    const published = (await t.app.inject({ url: `/api/wiki/conditions/${itemId}` })).json();
    expect(body.kind).toBe('condition');
    expect(body.item.summary).toBe(summary);
    expect(published.summary).not.toBe(summary);
    // Same shape as the citizen read: same keys, same related departments and articles.
    expect(Object.keys(body.item).sort()).toEqual(Object.keys(published).sort());
    expect({ ...body.item, summary: published.summary }).toEqual(published);
  });

  it('shows an article draft in the citizen shape', async () => {
    const summary = '预览测试：文章草稿的新摘要。';
    const { id, itemId } = await editedDraft('article', summary);
    const link = (await preview(editor, id)).json<PreviewLink>();
    const body = (
      await t.app.inject({ url: `/api/preview/${tokenOf(link)}` })
    ).json<DraftPreview>();
    const published = (await t.app.inject({ url: `/api/wiki/articles/${itemId}` })).json();
    expect(body.kind).toBe('article');
    expect(body.item.summary).toBe(summary);
    expect({ ...body.item, summary: published.summary }).toEqual(published);
  });

  it('expires after 30 minutes; an unknown token is 404', async () => {
    const { id } = await editedDraft('condition', '预览测试：过期。');
    const link = (await preview(editor, id)).json<PreviewLink>();
    const token = tokenOf(link);
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await expect(draftPreview(t.db, token, later(29))).resolves.toMatchObject({
      kind: 'condition',
    });
    await expect(draftPreview(t.db, token, later(31))).rejects.toMatchObject({ statusCode: 404 });
    const unknown = await t.app.inject({ url: '/api/preview/no-such-token' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('预览');
  });

  it('lets an editor preview, not a doctor', async () => {
    const { id } = await editedDraft('condition', '预览测试：权限。');
    const doctor = await staffSession(t.app, DEMO_STAFF.doctor);
    expect((await preview(doctor, id)).statusCode).toBe(403);
    expect((await preview(editor, 'no-such-version')).statusCode).toBe(404);
  });
});

import type { ContentVersionView, EditorialItem } from '@portal/contract';
import { contentRoot } from '../../lib/content/content-file.js';
import { CONTENT_SETS } from '../../modules/content/content-sets.js';
import { loadContent } from '../../modules/content/content.service.js';
import { DEMO_STAFF, staffSession } from '../staff-fixtures.js';
import type { TestApp } from '../test-app.js';
import type { StaffWriteSample } from './types.js';

const API = '/api/staff/editorial';

/** The seed loads no content: the wiki's files first, as the server does at start. */
async function withWiki(t: TestApp): Promise<void> {
  await loadContent(
    t.db,
    contentRoot(),
    CONTENT_SETS.filter((s) => s.name === 'wiki'),
    {
      force: true,
    },
  );
}

/** A published condition with no open draft (the samples share one app). */
async function freeCondition(t: TestApp): Promise<string> {
  await withWiki(t);
  const editor = await staffSession(t.app, DEMO_STAFF.editor);
  const items = (await editor.inject({ url: `${API}/items?kind=condition` })).json<
    EditorialItem[]
  >();
  return items.find((i) => i.published && !i.open)!.id;
}

/** The editor's draft of a condition, submitted for review when asked. */
async function draft(t: TestApp, submit = false): Promise<ContentVersionView> {
  const itemId = await freeCondition(t);
  const editor = await staffSession(t.app, DEMO_STAFF.editor);
  const res = await editor.inject({
    method: 'POST',
    url: `${API}/drafts`,
    payload: { kind: 'condition', itemId },
  });
  const version = res.json<ContentVersionView>();
  if (submit) await editor.inject({ method: 'POST', url: `${API}/versions/${version.id}/submit` });
  return version;
}

export const SAMPLES: StaffWriteSample[] = [
  {
    operation: 'POST /api/staff/editorial/drafts',
    as: 'editor',
    request: async (t) => ({
      method: 'POST',
      url: `${API}/drafts`,
      payload: { kind: 'condition', itemId: await freeCondition(t) },
    }),
    action: 'content.draft',
    entity: 'content_version',
    changed: 'status',
  },
  {
    operation: 'PUT /api/staff/editorial/versions/{id}',
    as: 'editor',
    request: async (t) => {
      const v = await draft(t);
      const meta = { ...v.fields.meta, summary: '病毒引起的鼻咽部轻度感染，一般一周左右好转。' };
      return { method: 'PUT', url: `${API}/versions/${v.id}`, payload: { ...v.fields, meta } };
    },
    action: 'content.save',
    entity: 'content_version',
    changed: 'summary',
  },
  {
    operation: 'POST /api/staff/editorial/versions/{id}/submit',
    as: 'editor',
    request: async (t) => ({
      method: 'POST',
      url: `${API}/versions/${(await draft(t)).id}/submit`,
    }),
    action: 'content.submit',
    entity: 'content_version',
    changed: 'status',
  },
  {
    operation: 'POST /api/staff/editorial/versions/{id}/approve',
    as: 'reviewer',
    request: async (t) => ({
      method: 'POST',
      url: `${API}/versions/${(await draft(t, true)).id}/approve`,
    }),
    action: 'content.publish',
    entity: 'condition',
    changed: 'reviewer',
  },
  {
    operation: 'POST /api/staff/editorial/versions/{id}/reject',
    as: 'reviewer',
    request: async (t) => ({
      method: 'POST',
      url: `${API}/versions/${(await draft(t, true)).id}/reject`,
      payload: { reason: '请补充何时就医的具体表现' },
    }),
    action: 'content.reject',
    entity: 'content_version',
    changed: 'reason',
  },
  {
    operation: 'POST /api/staff/editorial/items/{kind}/{id}/archive',
    as: 'reviewer',
    request: async (t) => {
      await withWiki(t);
      const reviewer = await staffSession(t.app, DEMO_STAFF.reviewer);
      const items = (await reviewer.inject({ url: `${API}/items?kind=article` })).json<
        EditorialItem[]
      >();
      return { method: 'POST', url: `${API}/items/article/${items[0]!.id}/archive` };
    },
    action: 'content.archive',
    entity: 'article',
    changed: 'status',
  },
];

import type { ContentVersionView, EditorialItem } from '@portal/contract';
import { contentRoot } from '../../lib/content/content-file.js';
import { CONTENT_SETS } from '../../modules/content/content-sets.js';
import { loadContent } from '../../modules/content/content.service.js';
import { DEMO_STAFF, staffSession } from '../staff-fixtures.js';
import type { TestApp } from '../test-app.js';
import type { StaffWriteSample } from './types.js';

const API = '/api/staff/editorial';

/**
 * An editor's new draft of a published condition with no open version (the seed loads no
 * content). Not an article: another sample archives the first article, draft or not.
 */
async function conditionDraft(t: TestApp): Promise<string> {
  await loadContent(
    t.db,
    contentRoot(),
    CONTENT_SETS.filter((s) => s.name === 'wiki'),
    { force: true },
  );
  const editor = await staffSession(t.app, DEMO_STAFF.editor);
  const items = (await editor.inject({ url: `${API}/items?kind=condition` })).json<
    EditorialItem[]
  >();
  const itemId = items.find((i) => i.published && !i.open)!.id;
  const res = await editor.inject({
    method: 'POST',
    url: `${API}/drafts`,
    payload: { kind: 'condition', itemId },
  });
  return res.json<ContentVersionView>().id;
}

export const SAMPLES: StaffWriteSample[] = [
  {
    operation: 'POST /api/staff/editorial/versions/{id}/preview',
    as: 'editor',
    request: async (t) => ({
      method: 'POST',
      url: `${API}/versions/${await conditionDraft(t)}/preview`,
    }),
    action: 'content.preview',
    entity: 'content_version',
    changed: 'previewUntil',
  },
];

import type { ContentVersionView, EditorialFields } from '@portal/contract';
import { expect } from 'vitest';
import type { Db } from '../db/database.js';
import { contentRoot } from '../lib/content/content-file.js';
import { CONTENT_SETS } from '../modules/content/content-sets.js';
import { loadContent } from '../modules/content/content.service.js';
import type { StaffClient } from './staff-fixtures.js';

export const EDITORIAL_API = '/api/staff/editorial';

/** Loads one content set from content/ again, changed or not, as `content reload <name>` does. */
export function reloadContentSet(db: Db, name: string) {
  return loadContent(
    db,
    contentRoot(),
    CONTENT_SETS.filter((s) => s.name === name),
    { force: true },
  );
}

/** A version's workflow step (submit, approve, reject, archive) as `who`. */
export const versionAct = (who: StaffClient, id: string, verb: string, payload?: object) =>
  who.inject({ method: 'POST', url: `${EDITORIAL_API}/versions/${id}/${verb}`, payload });

export const saveVersion = (who: StaffClient, id: string, fields: EditorialFields) =>
  who.inject({ method: 'PUT', url: `${EDITORIAL_API}/versions/${id}`, payload: fields });

/** Saved by the editor, submitted, and approved by the reviewer: the published version. */
export async function publishVersion(
  editor: StaffClient,
  reviewer: StaffClient,
  draft: ContentVersionView,
  fields: EditorialFields = draft.fields,
): Promise<ContentVersionView> {
  const saved = await saveVersion(editor, draft.id, fields);
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await versionAct(editor, draft.id, 'submit')).statusCode).toBe(200);
  const approved = await versionAct(reviewer, draft.id, 'approve');
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json<ContentVersionView>();
}

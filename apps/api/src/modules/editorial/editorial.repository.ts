import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ContentConsoleItemTable, ContentVersionTable } from '../../db/schema.js';

export type VersionRow = Selectable<ContentVersionTable> & {
  author_name: string;
  reviewer_name: string | null;
};

/** Versions with their author's and reviewer's names. */
function versions(db: Db) {
  return db
    .selectFrom('content_version as v')
    .innerJoin('staff_account as a', 'a.id', 'v.author_id')
    .leftJoin('staff_account as r', 'r.id', 'v.reviewer_id')
    .selectAll('v')
    .select(['a.name as author_name', 'r.name as reviewer_name']);
}

export function findVersion(db: Db, id: string): Promise<VersionRow | undefined> {
  return versions(db).where('v.id', '=', id).executeTakeFirst();
}

/** An item's versions, newest first. */
export function itemVersions(db: Db, kind: string, itemId: string): Promise<VersionRow[]> {
  return versions(db)
    .where('v.kind', '=', kind)
    .where('v.item_id', '=', itemId)
    .orderBy('v.version_no', 'desc')
    .execute();
}

/** Versions in these states (the review queue, open drafts), oldest change first. */
export function versionsIn(db: Db, statuses: string[], kind?: string): Promise<VersionRow[]> {
  let q = versions(db).where('v.status', 'in', statuses);
  if (kind) q = q.where('v.kind', '=', kind);
  return q.orderBy('v.updated_at').orderBy('v.id').execute();
}

export async function nextVersionNo(db: Db, kind: string, itemId: string): Promise<number> {
  const row = await db
    .selectFrom('content_version')
    .select((eb) => eb.fn.max('version_no').as('n'))
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}

export async function insertVersion(db: Db, row: Selectable<ContentVersionTable>): Promise<void> {
  await db.insertInto('content_version').values(row).execute();
}

export async function updateVersion(
  db: Db,
  id: string,
  set: Partial<Omit<Selectable<ContentVersionTable>, 'id'>>,
): Promise<void> {
  await db.updateTable('content_version').set(set).where('id', '=', id).execute();
}

/** The previously published version of an item gives way to a new one. */
export async function supersedePublished(db: Db, kind: string, itemId: string): Promise<void> {
  await db
    .updateTable('content_version')
    .set({ status: 'superseded' })
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .where('status', '=', 'published')
    .execute();
}

export function findConsoleItem(
  db: Db,
  kind: string,
  itemId: string,
): Promise<Selectable<ContentConsoleItemTable> | undefined> {
  return db
    .selectFrom('content_console_item')
    .selectAll()
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

export async function putConsoleItem(
  db: Db,
  row: Selectable<ContentConsoleItemTable>,
): Promise<void> {
  await db
    .insertInto('content_console_item')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['kind', 'item_id'])
        .doUpdateSet({ state: row.state, fields: row.fields, edited_at: row.edited_at }),
    )
    .execute();
}

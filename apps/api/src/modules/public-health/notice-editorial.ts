import type { EditorialFields, Notice } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { consoleEdits } from '../../lib/content/console-edits.js';
import { noticeOf, sortNotices } from './public-health-content.js';

/** A notice as the editorial workflow holds it: the file's keys, the text as the body. */
export const noticeFields = (n: Notice): EditorialFields => ({
  meta: { id: n.id, title: n.title, date: n.date },
  body: n.body,
});

/** Checks a notice's fields with the file loader's own rules (throws its ContentError). */
export const checkNotice = (fields: { meta: Record<string, unknown>; body: string }): Notice =>
  noticeOf({ ...fields.meta, body: fields.body }, '');

export async function publishedNotice(db: Db, id: string): Promise<EditorialFields | undefined> {
  const row = await db
    .selectFrom('notice')
    .select(['id', 'title', 'date', 'body'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && noticeFields(row);
}

/** Puts a checked notice on the site (the home page and public health read this table). */
export async function publishNotice(db: Db, notice: Notice): Promise<void> {
  await db
    .insertInto('notice')
    .values(notice)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ title: notice.title, date: notice.date, body: notice.body }),
    )
    .execute();
}

export async function withdrawNotice(db: Db, id: string): Promise<void> {
  await db.deleteFrom('notice').where('id', '=', id).execute();
}

/** Every notice on the site, newest first: id and title. */
export function listNoticeItems(db: Db): Promise<{ id: string; title: string }[]> {
  return db
    .selectFrom('notice')
    .select(['id', 'title'])
    .orderBy('date', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * The file's notices with the console's edits kept over them: a reload never overwrites a
 * notice published or archived in the console.
 */
export async function withConsoleNotices(db: Db, fromFile: Notice[]): Promise<Notice[]> {
  const edits = await consoleEdits(db, 'notice');
  const edited = new Set(edits.map((e) => e.itemId));
  return sortNotices([
    ...fromFile.filter((n) => !edited.has(n.id)),
    ...edits.filter((e) => e.state === 'published').map((e) => checkNotice(e.fields)),
  ]);
}

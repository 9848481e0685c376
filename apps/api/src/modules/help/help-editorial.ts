import type { EditorialFields, HelpCategory } from '@portal/contract';
import { helpEntryUrl } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { ContentError } from '../../lib/content/markdown.js';
import { richMarkdown } from '../../lib/content/markdown-write.js';
import { SLUG } from '../../lib/content/reader.js';
import { indexDocuments, removeDocuments } from '../search/indexing.js';
import { HELP_DIR, helpDocument, helpEntryOf } from './help.service.js';

type Entry = HelpCategory['entries'][number];

/** A help question in the workflow: `title` is the question, `category` its category's id. */
const fieldsOf = (categoryId: string, e: Entry): EditorialFields => ({
  meta: { id: e.id, title: e.question, category: categoryId },
  body: `${richMarkdown(e.answer)}\n`,
});

/** Checks a question with the category file's rules (throws its ContentError). */
export function checkHelpEntry(fields: EditorialFields): { category: string; entry: Entry } {
  const { id, title, category } = fields.meta;
  const fail = (reason: string): never => {
    throw new ContentError(HELP_DIR, 0, reason);
  };
  if (!id || !SLUG.test(id)) fail('id 只能用小写字母、数字和连字符');
  if (!title?.trim()) fail('title（问题）缺失或为空');
  if (!category?.trim()) fail('category（分类编号）缺失或为空');
  return { category: category!, entry: helpEntryOf(id!, title!.trim(), fields.body, HELP_DIR) };
}

export async function publishedHelpEntry(db: Db, id: string): Promise<EditorialFields | undefined> {
  const row = await db
    .selectFrom('help_entry')
    .select(['id', 'category_id', 'question', 'answer'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row &&
    fieldsOf(row.category_id, {
      id: row.id,
      question: row.question,
      answer: JSON.parse(row.answer),
    })
  );
}

/** Puts a checked question on the help centre and in search, last in its category if new. */
export async function publishHelpEntry(
  db: Db,
  { category, entry }: { category: string; entry: Entry },
): Promise<void> {
  const found = await db
    .selectFrom('help_category')
    .select(['id', 'name'])
    .where('id', '=', category)
    .executeTakeFirst();
  if (!found) throw new ContentError(HELP_DIR, 0, `category 中的 ${category} 不是帮助中心的分类`);
  const last = await db
    .selectFrom('help_entry')
    .select((eb) => eb.fn.max('sort_order').as('n'))
    .where('category_id', '=', category)
    .executeTakeFirst();
  const row = {
    id: entry.id,
    category_id: category,
    question: entry.question,
    answer: JSON.stringify(entry.answer),
  };
  await db
    .insertInto('help_entry')
    .values({ ...row, sort_order: Number(last?.n ?? -1) + 1 })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
  await indexDocuments(db, [helpDocument(found, entry)]);
}

export async function withdrawHelpEntry(db: Db, id: string): Promise<void> {
  await db.deleteFrom('help_entry').where('id', '=', id).execute();
  await removeDocuments(db, 'help', [id]);
}

/** Every question on the help centre, in its order, with where a citizen reads it. */
export async function listHelpItems(
  db: Db,
): Promise<{ id: string; title: string; reviewedAt: null; path: string }[]> {
  const rows = await db
    .selectFrom('help_entry')
    .innerJoin('help_category', 'help_category.id', 'help_entry.category_id')
    .select(['help_entry.id', 'help_entry.question', 'help_entry.category_id'])
    .orderBy('help_category.sort_order')
    .orderBy('help_entry.sort_order')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.question,
    reviewedAt: null,
    path: helpEntryUrl(r.category_id, r.id),
  }));
}

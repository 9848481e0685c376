import type { Db } from '../../db/database.js';
import type { HelpCategory, RichText } from '@portal/contract';

/** Makes `categories` the whole help centre (a content load). */
export async function replaceHelp(db: Db, categories: HelpCategory[]): Promise<void> {
  await db.deleteFrom('help_entry').execute();
  await db.deleteFrom('help_category').execute();
  if (categories.length === 0) return;
  await db
    .insertInto('help_category')
    .values(categories.map((c, i) => ({ id: c.id, name: c.name, sort_order: i })))
    .execute();
  const entries = categories.flatMap((c) =>
    c.entries.map((e, i) => ({
      id: e.id,
      category_id: c.id,
      sort_order: i,
      question: e.question,
      answer: JSON.stringify(e.answer),
    })),
  );
  if (entries.length > 0) await db.insertInto('help_entry').values(entries).execute();
}

/** Every category with its questions, both in their order. */
export async function listHelp(db: Db): Promise<HelpCategory[]> {
  const [categories, entries] = await Promise.all([
    db.selectFrom('help_category').selectAll().orderBy('sort_order').execute(),
    db
      .selectFrom('help_entry')
      .select(['id', 'category_id', 'question', 'answer'])
      .orderBy('category_id')
      .orderBy('sort_order')
      .execute(),
  ]);
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    entries: entries
      .filter((e) => e.category_id === c.id)
      .map((e) => ({ id: e.id, question: e.question, answer: JSON.parse(e.answer) as RichText })),
  }));
}

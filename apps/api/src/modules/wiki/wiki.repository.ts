import { WIKI_CATEGORIES, type ArticleKind } from '@portal/contract';
import type { Selectable, Transaction } from 'kysely';
import { nowIso, type Db } from '../../db/database.js';
import type { DB, WikiArticleTable, WikiConditionTable } from '../../db/schema.js';
import type { ArticleRecord, ConditionRecord } from './wiki-content.js';

export type ConditionRow = Selectable<WikiConditionTable>;
export type ArticleRow = Selectable<WikiArticleTable> & { category_name: string };
export type ArticleSummaryRow = Pick<
  ArticleRow,
  'id' | 'title' | 'kind' | 'category_id' | 'category_name' | 'summary' | 'reviewed_at'
>;

const BATCH = 50;

async function insertBatched<T extends keyof DB>(trx: Transaction<DB>, table: T, rows: unknown[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    // Kysely's insert types are per table; the rows are built for `table` by the caller.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
  }
}

/** Newest reviewed first, then by id: the order of a category's list and of prev/next. */
function positions(articles: ArticleRecord[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const { id: category } of WIKI_CATEGORIES) {
    articles
      .filter((a) => a.categoryId === category)
      .sort((a, b) => b.reviewedAt.localeCompare(a.reviewedAt) || a.id.localeCompare(b.id))
      .forEach((a, i) => out.set(a.id, i));
  }
  return out;
}

/** A condition's table row (also how a draft's preview is read like a published one). */
export const conditionRow = (c: ConditionRecord, now: string) => ({
  id: c.id,
  name: c.name,
  aliases: JSON.stringify(c.aliases),
  initial: c.initial,
  sort_key: c.sortKey,
  system: c.system,
  departments: JSON.stringify(c.departments),
  summary: c.summary,
  author: c.author,
  reviewer: c.reviewer,
  reviewed_at: c.reviewedAt,
  sources: JSON.stringify(c.sources),
  sections: JSON.stringify(c.sections),
  care: JSON.stringify(c.care),
  updated_at: now,
});

/** An article's table row (also how a draft's preview is read like a published one). */
export const articleRow = (a: ArticleRecord, position: number, now: string) => ({
  id: a.id,
  category_id: a.categoryId,
  position,
  kind: a.kind,
  title: a.title,
  summary: a.summary,
  author: a.author,
  reviewer: a.reviewer,
  reviewed_at: a.reviewedAt,
  sources: JSON.stringify(a.sources),
  body: JSON.stringify(a.body),
  media: JSON.stringify({ images: a.images, audio: a.audio }),
  updated_at: now,
});

const articleLinks = (a: ArticleRecord) =>
  [...new Set(a.conditions)].map((c) => ({ article_id: a.id, condition_id: c }));

/** Replaces every wiki row with the loaded content (inside the content load's transaction). */
export async function replaceWiki(
  trx: Transaction<DB>,
  conditions: ConditionRecord[],
  articles: ArticleRecord[],
): Promise<void> {
  const now = nowIso();
  await trx.deleteFrom('wiki_article_condition').execute();
  await trx.deleteFrom('wiki_article').execute();
  await trx.deleteFrom('wiki_condition').execute();
  await trx.deleteFrom('wiki_category').execute();
  await insertBatched(
    trx,
    'wiki_category',
    WIKI_CATEGORIES.map((c, i) => ({ id: c.id, name: c.name, sort_order: i })),
  );
  await insertBatched(
    trx,
    'wiki_condition',
    conditions.map((c) => conditionRow(c, now)),
  );
  const place = positions(articles);
  await insertBatched(
    trx,
    'wiki_article',
    articles.map((a) => articleRow(a, place.get(a.id)!, now)),
  );
  await insertBatched(trx, 'wiki_article_condition', articles.flatMap(articleLinks));
}

export async function listCategories(
  db: Db,
): Promise<{ id: string; name: string; count: number }[]> {
  const rows = await db
    .selectFrom('wiki_category as c')
    .leftJoin('wiki_article as a', 'a.category_id', 'c.id')
    .select(['c.id', 'c.name', (eb) => eb.fn.count<string | number>('a.id').as('count')])
    .groupBy(['c.id', 'c.name', 'c.sort_order'])
    .orderBy('c.sort_order')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, count: Number(r.count) }));
}

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  return !!(await db
    .selectFrom('wiki_category')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst());
}

export interface ArticleFilter {
  category?: string;
  condition?: string;
  kinds?: ArticleKind[];
}

function articles(db: Db, f: ArticleFilter) {
  let q = db
    .selectFrom('wiki_article as a')
    .innerJoin('wiki_category as c', 'c.id', 'a.category_id');
  if (f.category) q = q.where('a.category_id', '=', f.category);
  if (f.kinds) q = q.where('a.kind', 'in', f.kinds);
  if (f.condition) {
    const { condition } = f;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('wiki_article_condition as ac')
          .select('ac.article_id')
          .whereRef('ac.article_id', '=', 'a.id')
          .where('ac.condition_id', '=', condition),
      ),
    );
  }
  return q;
}

const SUMMARY = [
  'a.id',
  'a.title',
  'a.kind',
  'a.category_id',
  'c.name as category_name',
  'a.summary',
  'a.reviewed_at',
] as const;

/** A page of articles: a category's in its list order, any other list newest reviewed first. */
export async function pageArticles(
  db: Db,
  f: ArticleFilter,
  offset: number,
  limit: number,
): Promise<{ rows: ArticleSummaryRow[]; total: number }> {
  const count = await articles(db, f)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(count.n);
  if (offset >= total) return { rows: [], total };
  let q = articles(db, f).select(SUMMARY);
  q = f.category
    ? q.orderBy('a.position')
    : q.orderBy('a.reviewed_at', 'desc').orderBy('c.sort_order').orderBy('a.position');
  const rows = await q.orderBy('a.id').offset(offset).limit(limit).execute();
  return { rows, total };
}

export function findArticle(db: Db, id: string): Promise<ArticleRow | undefined> {
  return db
    .selectFrom('wiki_article as a')
    .innerJoin('wiki_category as c', 'c.id', 'a.category_id')
    .selectAll('a')
    .select('c.name as category_name')
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/** The articles just before and after `position` in a category's list. */
export function neighbours(
  db: Db,
  category: string,
  position: number,
): Promise<{ id: string; title: string; position: number }[]> {
  return db
    .selectFrom('wiki_article')
    .select(['id', 'title', 'position'])
    .where('category_id', '=', category)
    .where('position', 'in', [position - 1, position + 1])
    .execute();
}

export function articleConditions(
  db: Db,
  articleId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('wiki_article_condition as ac')
    .innerJoin('wiki_condition as w', 'w.id', 'ac.condition_id')
    .select(['w.id', 'w.name'])
    .where('ac.article_id', '=', articleId)
    .orderBy('w.sort_key')
    .execute();
}

/** Articles about any of the conditions, newest reviewed first, without `except`. */
export function articlesAboutConditions(
  db: Db,
  conditionIds: string[],
  except: string,
  limit: number,
): Promise<ArticleSummaryRow[]> {
  if (conditionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('wiki_article as a')
    .innerJoin('wiki_category as c', 'c.id', 'a.category_id')
    .select(SUMMARY)
    .where('a.id', '<>', except)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('wiki_article_condition as ac')
          .select('ac.article_id')
          .whereRef('ac.article_id', '=', 'a.id')
          .where('ac.condition_id', 'in', conditionIds),
      ),
    )
    .orderBy('a.reviewed_at', 'desc')
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

/** A category's first articles in list order, without `except` (related reading). */
export function articlesNear(
  db: Db,
  category: string,
  except: string[],
  limit: number,
): Promise<ArticleSummaryRow[]> {
  return db
    .selectFrom('wiki_article as a')
    .innerJoin('wiki_category as c', 'c.id', 'a.category_id')
    .select(SUMMARY)
    .where('a.category_id', '=', category)
    .where('a.id', 'not in', except)
    .orderBy('a.position')
    .limit(limit)
    .execute();
}

export function listConditions(db: Db): Promise<ConditionRow[]> {
  return db.selectFrom('wiki_condition').selectAll().orderBy('sort_key').orderBy('id').execute();
}

export function findCondition(db: Db, id: string): Promise<ConditionRow | undefined> {
  return db.selectFrom('wiki_condition').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The county's departments named like these clinics, the county hospital's first. */
export function departmentsNamed(
  db: Db,
  names: string[],
): Promise<{ name: string; hospitalId: string; hospitalName: string; departmentId: string }[]> {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('department as d')
    .innerJoin('hospital as h', 'h.id', 'd.hospital_id')
    .select(['d.name', 'h.id as hospitalId', 'h.name as hospitalName', 'd.id as departmentId'])
    .where('d.name', 'in', names)
    .orderBy('h.sort_order')
    .orderBy('h.id')
    .orderBy('d.sort_order')
    .execute();
}

/** One condition added or replaced (the editorial workflow publishing it). */
export async function putCondition(trx: Transaction<DB>, c: ConditionRecord): Promise<void> {
  const row = conditionRow(c, nowIso());
  await trx
    .insertInto('wiki_condition')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

/**
 * One article added or replaced, with its condition links; its category's list order (newest
 * reviewed first, as replaceWiki numbers it) is numbered again.
 */
export async function putArticle(trx: Transaction<DB>, a: ArticleRecord): Promise<void> {
  const previous = await findArticle(trx, a.id);
  // Out of the way of (category, position)'s unique constraint until the category is numbered.
  const row = articleRow(a, -1_000_000, nowIso());
  await trx
    .insertInto('wiki_article')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
  await trx.deleteFrom('wiki_article_condition').where('article_id', '=', a.id).execute();
  await insertBatched(trx, 'wiki_article_condition', articleLinks(a));
  await renumberCategory(trx, a.categoryId);
  if (previous && previous.category_id !== a.categoryId) {
    await renumberCategory(trx, previous.category_id);
  }
}

async function renumberCategory(trx: Transaction<DB>, category: string): Promise<void> {
  // Negative first, so no new number meets an old one under the unique constraint.
  await trx
    .updateTable('wiki_article')
    .set((eb) => ({ position: eb(eb.neg(eb.ref('position')), '-', 1) }))
    .where('category_id', '=', category)
    .execute();
  const ids = await trx
    .selectFrom('wiki_article')
    .select('id')
    .where('category_id', '=', category)
    .orderBy('reviewed_at', 'desc')
    .orderBy('id')
    .execute();
  for (const [i, { id }] of ids.entries()) {
    await trx.updateTable('wiki_article').set({ position: i }).where('id', '=', id).execute();
  }
}

/** Removes a condition or article from the site (archived); links go with it (cascade). */
export async function deleteWikiItem(
  trx: Transaction<DB>,
  kind: 'condition' | 'article',
  id: string,
): Promise<void> {
  if (kind === 'condition') {
    await trx.deleteFrom('wiki_condition').where('id', '=', id).execute();
    return;
  }
  const row = await findArticle(trx, id);
  await trx.deleteFrom('wiki_article').where('id', '=', id).execute();
  if (row) await renumberCategory(trx, row.category_id);
}

/** Articles that name the condition (it cannot go offline while they do). */
export function articlesNaming(db: Db, conditionId: string): Promise<{ id: string }[]> {
  return db
    .selectFrom('wiki_article_condition')
    .select('article_id as id')
    .where('condition_id', '=', conditionId)
    .execute();
}

/** Id, title and last review of every condition and text article, for the console's lists. */
export async function wikiItems(
  db: Db,
  kind: 'condition' | 'article',
): Promise<{ id: string; title: string; reviewed_at: string }[]> {
  if (kind === 'condition') {
    return db
      .selectFrom('wiki_condition')
      .select(['id', 'name as title', 'reviewed_at'])
      .orderBy('sort_key')
      .orderBy('id')
      .execute();
  }
  return db
    .selectFrom('wiki_article')
    .select(['id', 'title', 'reviewed_at'])
    .where('kind', '=', 'text')
    .orderBy('category_id')
    .orderBy('position')
    .execute();
}

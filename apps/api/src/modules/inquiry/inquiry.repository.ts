import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { InquiryEntryTable, InquiryGuideTable } from '../../db/schema.js';

export type InquiryKind =
  'institution' | 'practitioner' | 'price' | 'vaccination' | 'emergency' | 'blood' | 'checkup';

export type EntryRow = Selectable<InquiryEntryTable>;
export type GuideRow = Selectable<InquiryGuideTable>;

/** Rows per INSERT: well under either engine's limit on bound parameters. */
const BATCH = 100;

/** Makes `rows` the whole of the registers (a content reload). */
export async function replaceEntries(db: Db, rows: EntryRow[]): Promise<void> {
  await db.deleteFrom('inquiry_entry').execute();
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto('inquiry_entry')
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

export async function replaceGuides(db: Db, rows: GuideRow[]): Promise<void> {
  await db.deleteFrom('inquiry_guide').execute();
  if (rows.length > 0) await db.insertInto('inquiry_guide').values(rows).execute();
}

export interface EntryFilter {
  /** Lower-cased; matched anywhere in the searchable text, and ranks name matches first. */
  keyword?: string;
  /** Matched anywhere in the name. */
  name?: string;
  institution?: string;
  town?: string;
  category?: string;
  /** One whole value of the item's list (a vaccine, a service). */
  tag?: string;
}

// LIKE wildcards dropped from typed text: escaping them differs between the engines.
const contains = (text: string) => `%${text.replace(/[\\%_|]/g, '')}%`;

function filtered(db: Db, kind: InquiryKind, f: EntryFilter) {
  let q = db.selectFrom('inquiry_entry').where('kind', '=', kind);
  if (f.keyword) q = q.where('search_text', 'like', contains(f.keyword));
  if (f.name) q = q.where('name', 'like', contains(f.name));
  if (f.institution) q = q.where('institution', '=', f.institution);
  if (f.town) q = q.where('town', '=', f.town);
  if (f.category) q = q.where('category', '=', f.category);
  if (f.tag) q = q.where('tags', 'like', `%|${f.tag.replace(/[\\%_|]/g, '')}|%`);
  return q;
}

/** One page of a register's items (their JSON) in the bureau's order, and how many match. */
export async function pageEntries(
  db: Db,
  kind: InquiryKind,
  f: EntryFilter,
  offset: number,
  limit: number,
): Promise<{ rows: string[]; total: number }> {
  const count = await filtered(db, kind, f)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(count.n);
  // A page past the end is empty without asking: a huge page number must not reach OFFSET.
  if (offset >= total) return { rows: [], total };
  let q = filtered(db, kind, f).select('data');
  if (f.keyword) {
    // Whatever the keyword names comes before what merely mentions it.
    const pattern = contains(f.keyword);
    q = q.orderBy((eb) => eb.case().when('name', 'like', pattern).then(0).else(1).end());
  }
  const rows = await q.orderBy('seq').offset(offset).limit(limit).execute();
  return { rows: rows.map((r) => r.data), total };
}

/** The distinct values of a column in a register, in the order they first appear. */
export async function distinctValues(
  db: Db,
  kind: InquiryKind,
  column: 'institution' | 'town' | 'category',
): Promise<string[]> {
  const rows = await db
    .selectFrom('inquiry_entry')
    .select(column)
    .select((eb) => eb.fn.min('seq').as('first'))
    .where('kind', '=', kind)
    .where(column, 'is not', null)
    .groupBy(column)
    .orderBy('first')
    .execute();
  return rows.map((r) => r[column] as string);
}

/** Every item's tag list of a register, in the bureau's order. */
export async function allTags(db: Db, kind: InquiryKind): Promise<string[]> {
  const rows = await db
    .selectFrom('inquiry_entry')
    .select('tags')
    .where('kind', '=', kind)
    .orderBy('seq')
    .execute();
  return rows.map((r) => r.tags);
}

export async function pageGuides(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ rows: Pick<GuideRow, 'id' | 'title' | 'department'>[]; total: number }> {
  const count = await db
    .selectFrom('inquiry_guide')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(count.n);
  if (offset >= total) return { rows: [], total };
  const rows = await db
    .selectFrom('inquiry_guide')
    .select(['id', 'title', 'department'])
    .orderBy('seq')
    .offset(offset)
    .limit(limit)
    .execute();
  return { rows, total };
}

export function findGuide(db: Db, id: string): Promise<GuideRow | undefined> {
  return db.selectFrom('inquiry_guide').selectAll().where('id', '=', id).executeTakeFirst();
}

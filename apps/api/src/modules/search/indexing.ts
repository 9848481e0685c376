import { SEARCH_TYPE_LABELS, type SearchType } from '@portal/contract';
import { nowIso, type Db } from '../../db/database.js';
import {
  deleteDocuments,
  documentIds,
  upsertDocuments,
  type DocumentRow,
  type FieldTokens,
} from './indexing.repository.js';
import { TYPE_WEIGHT, typeRank } from './search-types.js';
import { nameKeys, textTokens, wholeKey } from './tokens.js';

/** The index keeps this much of a body: enough for any article, bounded for anything else. */
const MAX_BODY = 20_000;
const BATCH = 200;

/**
 * What a feature hands the search service: one page of the site. `names` are other names
 * people search for (aliases, brand names; indexed with pinyin like the title), `body` plain
 * text, `url` the web route (under the base path), `weight` lifts or lowers it in its type.
 */
export interface SearchDocument {
  type: SearchType;
  id: string;
  title: string;
  names?: string[];
  body: string;
  url: string;
  category?: string | null;
  weight?: number;
  /** Text that says most about what the page is for, ranked above the body (a condition's 症状). */
  focus?: string;
  /** A condition's 立即拨打 120 points, shown above the results when a query describes them. */
  emergency?: string[];
}

function prepare(doc: SearchDocument, now: string): { row: DocumentRow; tokens: FieldTokens } {
  if (!doc.id || !doc.title.trim() || !doc.url.startsWith('/')) {
    throw new Error(`search document ${doc.type}/${doc.id} needs an id, a title and a /url`);
  }
  const names = [...new Set((doc.names ?? []).map((n) => n.trim()).filter(Boolean))];
  const keys = [doc.title, ...names].map(nameKeys);
  const whole = [...new Set(keys.flatMap((k) => k.whole))];
  return {
    row: {
      type: doc.type,
      type_rank: typeRank(doc.type),
      doc_id: doc.id,
      title: doc.title.trim(),
      names: JSON.stringify(names),
      body: doc.body,
      url: doc.url,
      category: doc.category ?? null,
      rank_weight: TYPE_WEIGHT[doc.type] * (doc.weight ?? 1),
      exact_keys: `|${whole.join('|')}|`,
      updated_at: now,
      focus: doc.focus ?? '',
      emergency: doc.emergency?.length ? JSON.stringify(doc.emergency) : null,
    },
    tokens: {
      title: textTokens(doc.title),
      names: names.flatMap(textTokens),
      keys: [...new Set([...whole.map(wholeKey), ...whole, ...keys.flatMap((k) => k.parts)])],
      // The type's own name too: 感冒药 means 感冒 + 药品 (the synonym table).
      category: textTokens(`${doc.category ?? ''} ${SEARCH_TYPE_LABELS[doc.type]}`),
      body: textTokens(doc.body.slice(0, MAX_BODY)),
    },
  };
}

/**
 * Adds or replaces documents (by type and id). Call it inside the transaction that writes what
 * they describe, so the index never disagrees with the pages.
 */
export async function indexDocuments(db: Db, docs: SearchDocument[]): Promise<void> {
  const now = nowIso();
  // One write per document: a second of the same id in one batch would be refused.
  const last = new Map(docs.map((d) => [`${d.type}\n${d.id}`, d]));
  for (const type of new Set(docs.map((d) => d.type))) {
    const ofType = [...last.values()].filter((d) => d.type === type).map((d) => prepare(d, now));
    for (let i = 0; i < ofType.length; i += BATCH) {
      await upsertDocuments(db, type, ofType.slice(i, i + BATCH));
    }
  }
}

/** Removes documents by type and id (ids not in the index are ignored). */
export async function removeDocuments(db: Db, type: SearchType, ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += BATCH) {
    await deleteDocuments(db, type, ids.slice(i, i + BATCH));
  }
}

/** How many documents of a type the index holds. */
export async function countDocuments(db: Db, type: SearchType): Promise<number> {
  return (await documentIds(db, type)).length;
}

/** Makes `docs` the whole of a type's documents (a content reload): others are removed. */
export async function replaceDocuments(
  db: Db,
  type: SearchType,
  docs: SearchDocument[],
): Promise<void> {
  const keep = new Set(docs.map((d) => d.id));
  await removeDocuments(
    db,
    type,
    (await documentIds(db, type)).filter((id) => !keep.has(id)),
  );
  await indexDocuments(
    db,
    docs.map((d) => ({ ...d, type })),
  );
}

import { richPlainText, type RichText } from '@portal/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { indexDocuments, removeDocuments } from '../search/search.service.js';
import type { GuideRow } from './inquiry.repository.js';

/**
 * The site-wide search's id of a guide. Guides are indexed among the help pages (the search
 * types are pinned); the prefix keeps them apart from the help centre's own documents.
 */
const docId = (id: string) => `guide-${id}`;

/**
 * Writes the 办事指南 into the site-wide search, in the loader's transaction, so that searching
 * 出生医学证明 finds how to get one; guides no longer in the files (`before`) are removed.
 */
export async function indexGuides(
  trx: Transaction<DB>,
  before: string[],
  guides: GuideRow[],
): Promise<void> {
  const keep = new Set(guides.map((g) => g.id));
  await removeDocuments(trx, 'help', before.filter((id) => !keep.has(id)).map(docId));
  await indexDocuments(
    trx,
    guides.map((g) => ({
      type: 'help',
      id: docId(g.id),
      title: g.title,
      body: `${g.department}\n${richPlainText(JSON.parse(g.body) as RichText)}`,
      url: `/inquiry/guides/${encodeURIComponent(g.id)}`,
      category: '办事指南',
    })),
  );
}

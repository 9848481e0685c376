import { richPlainText, type RichText } from '@portal/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { replaceDocuments } from '../search/search.service.js';
import type { GuideRow } from './inquiry.repository.js';

/**
 * Makes the 办事指南 the whole of the site-wide search's `guide` documents, in the loader's
 * transaction, so that searching 出生医学证明 finds how to get one.
 */
export async function indexGuides(trx: Transaction<DB>, guides: GuideRow[]): Promise<void> {
  await replaceDocuments(
    trx,
    'guide',
    guides.map((g) => ({
      type: 'guide',
      id: g.id,
      title: g.title,
      body: `${g.department}\n${richPlainText(JSON.parse(g.body) as RichText)}`,
      url: `/inquiry/guides/${encodeURIComponent(g.id)}`,
      category: g.department,
    })),
  );
}

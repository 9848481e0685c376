import {
  articlePath,
  conditionPath,
  type EditorialFields,
  type EditorialKind,
} from '@portal/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { ContentError } from '../../lib/content/markdown.js';
import {
  checkHelpEntry,
  listHelpItems,
  publishHelpEntry,
  publishedHelpEntry,
  withdrawHelpEntry,
} from '../help/help-editorial.js';
import {
  checkFeatured,
  listFeaturedItems,
  publishFeatured,
  publishedFeatured,
  withdrawFeatured,
} from '../home/featured-editorial.js';
import {
  checkNotice,
  listNoticeItems,
  publishNotice,
  publishedNotice,
  withdrawNotice,
} from '../public-health/notice-editorial.js';
import {
  checkFields as checkWikiFields,
  listWikiItems,
  publishWikiItem,
  publishedFields as publishedWikiFields,
  withdrawWikiItem,
} from '../wiki/wiki-editorial.js';

/**
 * Each kind's own module behind one face: the workflow reads, checks, publishes and withdraws
 * an item through the functions its file loader uses, so there is no second validator.
 */

/** A file loader's mistake is a 400 naming the field (or the body's line), never the file. */
async function asBadInput<T>(check: () => T | Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof ContentError) {
      const where = error.line > 0 ? `正文第 ${error.line} 行：` : '';
      throw new AppError(
        'INVALID_INPUT',
        400,
        `${where}${error.message.slice(error.message.indexOf('：') + 1)}`,
      );
    }
    throw error;
  }
}

export function publishedFields(
  db: Db,
  kind: EditorialKind,
  id: string,
): Promise<EditorialFields | undefined> {
  if (kind === 'notice') return publishedNotice(db, id);
  if (kind === 'help') return publishedHelpEntry(db, id);
  if (kind === 'featured') return publishedFeatured(db, id);
  return publishedWikiFields(db, kind, id);
}

/** The file loader's rules; the featured list also reads which conditions and articles exist. */
export async function checkFields(
  db: Db,
  kind: EditorialKind,
  fields: EditorialFields,
): Promise<void> {
  if (kind === 'notice') await asBadInput(() => checkNotice(fields));
  else if (kind === 'help') await asBadInput(() => checkHelpEntry(fields));
  else if (kind === 'featured') await asBadInput(() => checkFeatured(db, fields));
  else checkWikiFields(kind, fields);
}

/** Writes the item to the site (and the search index where the kind has one), in `trx`. */
export async function publishItem(
  trx: Transaction<DB>,
  kind: EditorialKind,
  fields: EditorialFields,
): Promise<void> {
  if (kind === 'notice') await publishNotice(trx, await asBadInput(() => checkNotice(fields)));
  else if (kind === 'featured') {
    await publishFeatured(trx, await asBadInput(() => checkFeatured(trx, fields)));
  } else if (kind === 'help') {
    await asBadInput(() => publishHelpEntry(trx, checkHelpEntry(fields)));
  } else await publishWikiItem(trx, kind, fields);
}

export function withdrawItem(trx: Transaction<DB>, kind: EditorialKind, id: string): Promise<void> {
  if (kind === 'notice') return withdrawNotice(trx, id);
  if (kind === 'help') return withdrawHelpEntry(trx, id);
  if (kind === 'featured') return withdrawFeatured();
  return withdrawWikiItem(trx, kind, id);
}

/** Every published item of a kind; only conditions and articles have a clinical review date. */
export async function listItems(
  db: Db,
  kind: EditorialKind,
): Promise<{ id: string; title: string; reviewedAt: string | null; path?: string }[]> {
  if (kind === 'help') return listHelpItems(db);
  if (kind === 'featured') return listFeaturedItems();
  if (kind !== 'notice') return listWikiItems(db, kind);
  return (await listNoticeItems(db)).map((n) => ({ ...n, reviewedAt: null }));
}

/** Where a citizen reads the item: notices are listed on the public health page, picks on the home page. */
export function citizenPath(kind: EditorialKind, id: string): string {
  if (kind === 'notice') return '/public_health';
  if (kind === 'help') return '/helpcenter';
  if (kind === 'featured') return '/home';
  return kind === 'condition' ? conditionPath(id) : articlePath(id);
}

import {
  EDITORIAL_KIND_NAMES,
  FEATURED_ITEM_ID,
  FEATURED_MAX,
  type EditorialFields,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { consoleEdits } from '../../lib/content/console-edits.js';
import { ContentError } from '../../lib/content/markdown.js';
import { HOME_FILE, featuredOf, type HomeFile } from './home-content.js';
import { listFeatured, replaceFeatured } from './home.repository.js';

/** The home page's picks, conditions first, each list in the home page's order. */
export type Featured = HomeFile['featured'];

const TYPE_NAMES = { condition: '疾病', article: '文章' } as const;

/** The featured list as the workflow holds it: the file's two lists of ids, and no body. */
export function featuredFields(featured: Featured): EditorialFields {
  const ids = (type: Featured[number]['type']) =>
    featured.filter((f) => f.type === type).map((f) => f.id);
  return {
    meta: { id: FEATURED_ITEM_ID, conditions: ids('condition'), articles: ids('article') },
    body: '',
  };
}

/**
 * Checks a featured list with home.yaml's own rules (throws its ContentError), then what only
 * the console asks: the one item's id, no body, at most FEATURED_MAX ids.
 */
export function checkFeaturedFields(fields: EditorialFields): Featured {
  const fail = (reason: string): never => {
    throw new ContentError(HOME_FILE, 0, reason);
  };
  if (fields.meta.id !== FEATURED_ITEM_ID) {
    fail(`首页推荐只有一条，编号为 ${FEATURED_ITEM_ID}`);
  }
  if (fields.body.trim() !== '') fail('首页推荐没有正文，只列疾病和文章的编号');
  const featured = featuredOf(fields.meta, {
    conditions: '推荐疾病（conditions）',
    articles: '推荐文章（articles）',
  });
  if (featured.length > FEATURED_MAX) {
    fail(`首页最多推荐 ${FEATURED_MAX} 项（疾病和文章合计），现在有 ${featured.length} 项`);
  }
  return featured;
}

/**
 * The file's rules, then each id must be a condition or article on the site now: the console
 * promises what the home page shows (the file may name one not yet published; the page skips it).
 */
export async function checkFeatured(db: Db, fields: EditorialFields): Promise<Featured> {
  const featured = checkFeaturedFields(fields);
  for (const type of ['condition', 'article'] as const) {
    const ids = featured.filter((f) => f.type === type).map((f) => f.id);
    if (ids.length === 0) continue;
    const found = new Set(
      (
        await db
          .selectFrom(type === 'condition' ? 'wiki_condition' : 'wiki_article')
          .select('id')
          .where('id', 'in', ids)
          .execute()
      ).map((r) => r.id),
    );
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new AppError(
        'INVALID_INPUT',
        400,
        `${TYPE_NAMES[type]} ${missing.join('、')} 不存在或未发布，不能放在首页推荐里`,
      );
    }
  }
  return featured;
}

/** The list the home page shows now; only the one item exists. */
export async function publishedFeatured(db: Db, id: string): Promise<EditorialFields | undefined> {
  if (id !== FEATURED_ITEM_ID) return undefined;
  const rows = await listFeatured(db);
  return featuredFields(rows.map((r) => ({ type: r.type, id: r.doc_id })));
}

/** Makes a checked list the home page's (the caller's transaction). */
export function publishFeatured(db: Db, featured: Featured): Promise<void> {
  return replaceFeatured(db, featured);
}

/**
 * The home page always has a featured list, so it is never taken off; an empty list is
 * published like any other.
 */
export function withdrawFeatured(): Promise<void> {
  return Promise.reject(
    new AppError(
      'CONFLICT',
      409,
      '首页推荐不能下线：首页总有推荐列表。要清空，请发布一个不含任何疾病和文章的版本',
    ),
  );
}

/** The one item, read on the home page. */
export function listFeaturedItems(): { id: string; title: string; reviewedAt: null }[] {
  return [{ id: FEATURED_ITEM_ID, title: EDITORIAL_KIND_NAMES.featured, reviewedAt: null }];
}

/**
 * home.yaml's featured list unless the console published one since the files were loaded: a
 * reload never overwrites it (as with notices), and `content status` lists it.
 */
export async function withConsoleFeatured(db: Db, fromFile: Featured): Promise<Featured> {
  const edit = (await consoleEdits(db, 'featured')).find(
    (e) => e.itemId === FEATURED_ITEM_ID && e.state === 'published',
  );
  return edit ? featuredOf(edit.fields.meta) : fromFile;
}

import {
  WIKI_CATEGORIES,
  articlePath,
  conditionPath,
  richPlainText,
  type RichText,
} from '@portal/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { ContentError } from '../../lib/content/markdown.js';
import { replaceDocuments, type SearchDocument } from '../search/indexing.js';
import { consoleEdits } from '../../lib/content/console-edits.js';
import {
  articleOfFields,
  conditionOfFields,
  readArticles,
  readConditions,
  readMedia,
  type ItemFields,
  type ArticleRecord,
  type ConditionRecord,
} from './wiki-content.js';
import { replaceWiki } from './wiki.repository.js';

const categoryName = (id: string) => WIKI_CATEGORIES.find((c) => c.id === id)!.name;

export function conditionDocument(c: ConditionRecord): SearchDocument {
  const text = (blocks: RichText) => richPlainText(blocks);
  return {
    type: 'condition',
    id: c.id,
    title: c.name,
    names: c.aliases,
    body: [
      c.summary,
      ...c.sections.map((s) => `${s.title}\n${text(s.blocks)}`),
      ...c.care.map(
        (l) => `${l.title}\n${l.signs.map((s) => s.map((x) => x.text).join('')).join('\n')}`,
      ),
    ].join('\n'),
    url: conditionPath(c.id),
    category: c.system,
    // Search ranks the 症状 section above the rest and shows the 120 points first (issue 28).
    focus: text(c.sections.find((s) => s.title === '症状')?.blocks ?? []),
    emergency: c.care
      .find((l) => l.title.includes('120'))
      ?.signs.map((s) =>
        s
          .map((x) => x.text)
          .join('')
          .replace(/[；。]$/u, ''),
      ),
  };
}

export function articleDocument(a: ArticleRecord): SearchDocument {
  return {
    type: 'article',
    id: a.id,
    title: a.title,
    body: `${a.summary}\n${richPlainText(a.body)}`,
    url: articlePath(a.id),
    category: categoryName(a.categoryId),
  };
}

/** Cross-file checks: unique ids, and every condition an article names exists. */
function checkReferences(conditions: ConditionRecord[], articles: ArticleRecord[]): void {
  const conditionIds = new Set(conditions.map((c) => c.id));
  const seen = new Set<string>();
  for (const a of articles) {
    const file = a.kind === 'text' ? `articles/${a.categoryId}/${a.id}.md` : `media/${a.id}.md`;
    if (seen.has(a.id)) throw new ContentError(file, 0, `字段 id（${a.id}）与另一篇文章重复`);
    seen.add(a.id);
    for (const c of a.conditions) {
      if (!conditionIds.has(c)) {
        throw new ContentError(
          file,
          0,
          `字段 conditions 中的 ${c} 不是已有的疾病（conditions/${c}.md）`,
        );
      }
    }
  }
}

/**
 * The files' items with those edited in the console since kept as the console left them
 * (published: its fields; archived: left out), so a reload never overwrites a console edit.
 */
async function withConsoleEdits<T extends { id: string }>(
  trx: Transaction<DB>,
  kind: 'condition' | 'article',
  fromFiles: T[],
  parse: (fields: ItemFields) => T,
): Promise<T[]> {
  const edits = await consoleEdits(trx, kind);
  const edited = new Set(edits.map((e) => e.itemId));
  return [
    ...fromFiles.filter((item) => !edited.has(item.id)),
    ...edits.filter((e) => e.state === 'published').map((e) => parse(e.fields)),
  ];
}

/**
 * Loads the knowledge base from content/ (conditions, articles, 图解 and audio items) inside
 * the given transaction: every file is read and checked first, then the wiki tables and their
 * search documents are replaced together, so a bad file changes nothing. Returns how many
 * items were loaded; throws a ContentError naming the file and field.
 */
export async function loadWiki(trx: Transaction<DB>, root: string): Promise<number> {
  const conditions = await withConsoleEdits(
    trx,
    'condition',
    readConditions(root),
    conditionOfFields,
  );
  const articles = await withConsoleEdits(
    trx,
    'article',
    [...readArticles(root), ...readMedia(root)],
    articleOfFields,
  );
  checkReferences(conditions, articles);
  await replaceWiki(trx, conditions, articles);
  await replaceDocuments(trx, 'condition', conditions.map(conditionDocument));
  await replaceDocuments(trx, 'article', articles.map(articleDocument));
  return conditions.length + articles.length;
}

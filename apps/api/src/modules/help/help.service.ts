import {
  helpEntryUrl,
  richPlainText,
  type HelpCategory,
  type HelpCentre,
  type RichText,
} from '@portal/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { markdownFiles, readMarkdown } from '../../lib/content/content-file.js';
import { frontMatter } from '../../lib/content/fields.js';
import { ContentError, parseMarkdown } from '../../lib/content/markdown.js';
import { replaceDocuments, type SearchDocument } from '../search/search.service.js';
import type { Db } from '../../db/database.js';
import { consoleEdits } from '../../lib/content/console-edits.js';
import { listHelp, replaceHelp } from './help.repository.js';

export const HELP_DIR = 'help';

/** One category file's questions: each `##` heading and the blocks under it, in file order. */
function entriesOf(categoryId: string, blocks: RichText, file: string) {
  if (blocks.length > 0 && blocks[0]!.kind !== 'h2') {
    throw new ContentError(file, 0, '正文须从第一个“## 问题”标题开始');
  }
  const entries: HelpCategory['entries'] = [];
  for (const block of blocks) {
    if (block.kind === 'h2') {
      entries.push({ id: `${categoryId}-${entries.length + 1}`, question: block.text, answer: [] });
    } else {
      entries.at(-1)!.answer.push(block);
    }
  }
  for (const entry of entries) {
    if (entry.answer.length === 0) {
      throw new ContentError(file, 0, `问题“${entry.question}”下面没有回答`);
    }
  }
  if (entries.length === 0) throw new ContentError(file, 0, '至少要有一个“## 问题”');
  return entries;
}

/** Reads and checks content/help/: the categories in their `order`, each with its questions. */
export function readHelp(root: string): { order: number; category: HelpCategory }[] {
  const read = markdownFiles(root, HELP_DIR).map((path) => {
    const file = readMarkdown(root, path);
    const f = frontMatter(file);
    const id = f.slug('id');
    const blocks = parseMarkdown(file.body, file.file, file.bodyLine);
    return {
      order: f.integer('order'),
      category: { id, name: f.text('name', 20), entries: entriesOf(id, blocks, file.file) },
    };
  });
  const seen = new Set<string>();
  for (const { category } of read) {
    if (seen.has(category.id)) {
      throw new ContentError(HELP_DIR, 0, `两个文件用了同一个 id：${category.id}`);
    }
    seen.add(category.id);
  }
  return read.sort((a, b) => a.order - b.order || a.category.id.localeCompare(b.category.id));
}

/**
 * Loads content/help/ into the help tables and its questions into the search index (type
 * help), replacing what was there, inside the caller's transaction. Returns the question count.
 */
export async function loadHelp(trx: Transaction<DB>, root: string): Promise<number> {
  const categories = readHelp(root).map((c) => c.category);
  await withConsoleHelp(trx, categories);
  await replaceHelp(trx, categories);
  const docs = categories.flatMap((c) => c.entries.map((e) => helpDocument(c, e)));
  await replaceDocuments(trx, 'help', docs);
  return docs.length;
}

/**
 * Puts the console's edits over the files' questions: a reload never overwrites a question
 * published or archived in the console. A question moved to another category leaves its old one.
 */
async function withConsoleHelp(db: Db, categories: HelpCategory[]): Promise<void> {
  for (const edit of await consoleEdits(db, 'help')) {
    for (const c of categories) c.entries = c.entries.filter((e) => e.id !== edit.itemId);
    if (edit.state !== 'published') continue;
    const { meta, body } = edit.fields;
    const category = categories.find((c) => c.id === meta.category);
    if (!category) continue;
    category.entries.push(helpEntryOf(edit.itemId, String(meta.title), body, HELP_DIR));
  }
}

/** A question's search document. */
export const helpDocument = (
  category: { id: string; name: string },
  entry: HelpCategory['entries'][number],
): SearchDocument => ({
  type: 'help',
  id: entry.id,
  title: entry.question,
  body: richPlainText(entry.answer),
  url: helpEntryUrl(category.id, entry.id),
  category: category.name,
});

/**
 * One question as a category file holds it (a `## 问题` heading, the answer in Markdown),
 * checked by the file's rules; the console's questions are checked by it too.
 */
export function helpEntryOf(
  id: string,
  question: string,
  answer: string,
  file: string,
): HelpCategory['entries'][number] {
  const blocks = parseMarkdown(answer, file, 1);
  const entries = entriesOf(id, [{ kind: 'h2', text: question, anchor: '' }, ...blocks], file);
  if (entries.length !== 1) throw new ContentError(file, 0, '回答里不能再有“## ”标题');
  return { ...entries[0]!, id };
}

/** The help centre as the page shows it. */
export async function helpCentre(db: Db): Promise<HelpCentre> {
  return { categories: await listHelp(db) };
}

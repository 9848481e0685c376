import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { EDITORIAL_KINDS, WIKI_CATEGORIES, type EditorialFields } from '@portal/contract';
import { Document, isSeq } from 'yaml';
import type { Db } from '../../db/database.js';
import { consoleEdits } from '../../lib/content/console-edits.js';
import { listWikiItems, publishedFields, type WikiKind } from '../wiki/wiki-editorial.js';

/** Lists of short names stay on one line, as the hand-written files have them. */
const FLOW_LISTS = ['aliases', 'departments', 'conditions'];

/** A content file as content/README.md describes it: YAML front matter, then the body. */
export function contentFileText({ meta, body }: EditorialFields): string {
  const doc = new Document(meta);
  for (const key of FLOW_LISTS) {
    const node = doc.get(key, true);
    if (isSeq(node)) node.flow = true;
  }
  return `---\n${doc.toString({ lineWidth: 0, flowCollectionPadding: false })}---\n\n${body.trim()}\n`;
}

function pathOf(kind: WikiKind, f: EditorialFields): string {
  const id = String(f.meta.id);
  if (kind === 'condition') return join('conditions', `${id}.md`);
  const category = WIKI_CATEGORIES.find((c) => c.name === f.meta.category)!.id;
  return join('articles', category, `${id}.md`);
}

/**
 * Writes the database's conditions and text articles into `dir` in the content/ format, so
 * what the console published can become the files again (`content export`). Returns the
 * relative paths written.
 */
export async function exportWiki(db: Db, dir: string): Promise<string[]> {
  const written: string[] = [];
  for (const kind of ['condition', 'article'] as const) {
    for (const item of await listWikiItems(db, kind)) {
      const fields = await publishedFields(db, kind, item.id);
      if (!fields) continue;
      const path = pathOf(kind, fields);
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), contentFileText(fields));
      written.push(path);
    }
  }
  return written;
}

/**
 * Items the console published or archived since the files were loaded: a reload keeps the
 * console's version, so the files of these items are not what the site shows.
 */
export async function contentConflicts(db: Db): Promise<string[]> {
  const lines: string[] = [];
  for (const kind of EDITORIAL_KINDS) {
    for (const edit of await consoleEdits(db, kind)) {
      const state = edit.state === 'archived' ? '已下线' : '已发布';
      lines.push(
        `冲突 ${kind}/${edit.itemId}：控制台已修改，文件未载入（${state}于 ${edit.editedAt}）`,
      );
    }
  }
  return lines;
}

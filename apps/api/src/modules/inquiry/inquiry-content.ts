import { basename } from 'node:path';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { markdownFiles, readMarkdown } from '../../lib/content/content-file.js';
import { frontMatter } from '../../lib/content/fields.js';
import { ContentError, parseMarkdown } from '../../lib/content/markdown.js';
import { readRegisters, uniqueBy } from './inquiry-registers.js';
import { indexGuides } from './inquiry-search.js';
import { replaceEntries, replaceGuides, type GuideRow } from './inquiry.repository.js';

/** The sections every 办事指南 has, in this order, so citizens find the same thing in each. */
const GUIDE_SECTIONS = [
  '办理条件',
  '所需材料',
  '办理地点与时间',
  '办理流程',
  '办理时限与费用',
  '常见问题',
];

function guides(root: string): GuideRow[] {
  const list = markdownFiles(root, 'inquiry/guides').map((path) => {
    const doc = readMarkdown(root, path);
    const fm = frontMatter(doc);
    const id = fm.slug();
    if (`${id}.md` !== basename(path)) fm.fail('id', `须与文件名 ${basename(path)} 一致`);
    const body = parseMarkdown(doc.body, doc.file, doc.bodyLine);
    const sections = body.flatMap((b) => (b.kind === 'h2' ? [b.text] : []));
    if (sections.join('|') !== GUIDE_SECTIONS.join('|')) {
      throw new ContentError(
        doc.file,
        doc.bodyLine,
        `正文须依次有这些 ## 小节：${GUIDE_SECTIONS.join('、')}；现在是 ${sections.join('、') || '没有'}`,
      );
    }
    return {
      id,
      order: fm.integer('order'),
      title: fm.text('title', 60),
      department: fm.text('department', 120),
      body,
      sources: fm.list('sources', { min: 1 }),
    };
  });
  uniqueBy(
    'inquiry/guides',
    list.map((g) => ({ key: String(g.order), line: 0 })),
    'order',
  );
  return list
    .sort((a, b) => a.order - b.order)
    .map((g, seq) => ({
      id: g.id,
      seq,
      title: g.title,
      department: g.department,
      body: JSON.stringify(g.body),
      sources: JSON.stringify(g.sources),
    }));
}

/**
 * Loads content/inquiry: the seven registers and the 办事指南, replacing what the database held,
 * inside the caller's transaction. Every file is read and checked before anything is written,
 * so a bad row leaves the previous data in place; the Error names file, line and column.
 * Returns how many items were loaded.
 */
export async function loadInquiry(trx: Transaction<DB>, root: string): Promise<number> {
  const entries = readRegisters(root);
  const guideRows = guides(root);
  await replaceEntries(trx, entries);
  await replaceGuides(trx, guideRows);
  await indexGuides(trx, guideRows);
  return entries.length + guideRows.length;
}

import type { RichBlock, RichSpan, RichText } from '@portal/contract';

/** A content file that does not follow content/README.md; says where and why, in words. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    reason: string,
  ) {
    super(`${file}${line > 0 ? ` 第 ${line} 行` : ''}：${reason}`);
    this.name = 'ContentError';
  }
}

/** `**strong**` inside a line; any other markup is text. Unclosed `**` is refused. */
export function parseSpans(text: string, file: string, line: number): RichSpan[] {
  const parts = text.split('**');
  if (parts.length % 2 === 0) throw new ContentError(file, line, '加粗标记 ** 没有成对出现');
  return parts
    .map((part, i) => (i % 2 === 1 ? { text: part, strong: true } : { text: part }))
    .filter((span) => span.text !== '');
}

const FORBIDDEN: [RegExp, string][] = [
  [/^#\s/, '不能使用一级标题（标题来自文件开头的 title）'],
  [/^#{4,}/, '标题最多到 ###'],
  [/^\s+(?:[-*]|\d+\.)\s/, '列表不能嵌套'],
  [/^\*\s/, '列表请用 “- ” 开头'],
  [/!\[|\[[^\]]*\]\([^)]*\)/, '不能使用链接或图片'],
  [/<\/?[a-zA-Z][^>]*>/, '不能使用 HTML'],
  [/^```|^>\s?/, '不能使用代码块或引用'],
];

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

/** The anchor of a heading: its text, so links read as words and survive reordering. */
function anchorOf(text: string, used: Set<string>): string {
  let anchor = text.replace(/\s+/g, '-');
  for (let n = 2; used.has(anchor); n++) anchor = `${text.replace(/\s+/g, '-')}-${n}`;
  used.add(anchor);
  return anchor;
}

/**
 * The body of a content file as blocks (content/README.md's Markdown subset): `##`/`###`
 * headings, paragraphs (one per line), `- ` and `1. ` lists, pipe tables, `**strong**`.
 * Anything else is refused with the file and line, so a mistake never reaches a citizen.
 */
export function parseMarkdown(body: string, file: string, firstLine = 1): RichText {
  const blocks: RichBlock[] = [];
  const anchors = new Set<string>();
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const line = raw.trimEnd();
    const at = firstLine + i;
    if (line.trim() === '') continue;
    for (const [pattern, reason] of FORBIDDEN) {
      if (pattern.test(line)) throw new ContentError(file, at, reason);
    }
    const heading = /^(#{2,3}) (.+)$/.exec(line);
    if (heading) {
      const text = heading[2]!.trim();
      blocks.push({
        kind: heading[1] === '##' ? 'h2' : 'h3',
        text,
        anchor: anchorOf(text, anchors),
      });
      continue;
    }
    const bullet = /^- (.+)$/.exec(line);
    const numbered = /^\d+\. (.+)$/.exec(line);
    if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol';
      const spans = parseSpans((bullet ?? numbered)![1]!.trim(), file, at);
      const last = blocks.at(-1);
      // Consecutive items of one kind are one list; a blank line between them is allowed.
      if (last?.kind === kind) last.items.push(spans);
      else blocks.push({ kind, items: [spans] });
      continue;
    }
    if (line.startsWith('|')) {
      const rows: string[] = [];
      while (i < lines.length && lines[i]!.trim().startsWith('|')) rows.push(lines[i++]!);
      i--;
      if (rows.length < 2 || !/^\|?\s*:?-{3,}/.test(rows[1]!.trim())) {
        throw new ContentError(file, at, '表格第二行须是 | --- | --- | 分隔行');
      }
      const head = cells(rows[0]!);
      const body = rows.slice(2).map(cells);
      body.forEach((row, r) => {
        if (row.length !== head.length) {
          throw new ContentError(
            file,
            at + 2 + r,
            `表格这一行有 ${row.length} 列，表头有 ${head.length} 列`,
          );
        }
      });
      blocks.push({
        kind: 'table',
        head: head.map((c) => parseSpans(c, file, at)),
        rows: body.map((row, r) => row.map((c) => parseSpans(c, file, at + 2 + r))),
      });
      continue;
    }
    blocks.push({ kind: 'p', spans: parseSpans(line.trim(), file, at) });
  }
  return blocks;
}

/** The blocks under each `##` heading, by its text (a condition's 概述, 症状 …). */
export function sectionsOf(blocks: RichText): Map<string, RichText> {
  const sections = new Map<string, RichText>();
  let current: RichText | undefined;
  for (const block of blocks) {
    if (block.kind === 'h2') sections.set(block.text, (current = []));
    else current?.push(block);
  }
  return sections;
}

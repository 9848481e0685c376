import type { RichSpan, RichText } from '@portal/contract';

const spans = (list: RichSpan[]) =>
  list.map((s) => (s.strong ? `**${s.text}**` : s.text)).join('');

const row = (cells: RichSpan[][]) => `| ${cells.map(spans).join(' | ')} |`;

/**
 * Blocks back as content/README.md's Markdown subset, so parseMarkdown reads the same blocks
 * again: what the console edits and `content export` writes is the file format editors know.
 */
export function richMarkdown(blocks: RichText): string {
  return blocks
    .map((b) => {
      switch (b.kind) {
        case 'h2':
          return `## ${b.text}`;
        case 'h3':
          return `### ${b.text}`;
        case 'p':
          return spans(b.spans);
        case 'ul':
          return b.items.map((item) => `- ${spans(item)}`).join('\n');
        case 'ol':
          return b.items.map((item, i) => `${i + 1}. ${spans(item)}`).join('\n');
        case 'table':
          return [row(b.head), `| ${b.head.map(() => '---').join(' | ')} |`, ...b.rows.map(row)].join(
            '\n',
          );
      }
    })
    .join('\n\n');
}

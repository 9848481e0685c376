import { Type, type Static } from '@sinclair/typebox';

/**
 * Reading matter (articles, conditions, drug monographs, help, guides) travels as blocks, not
 * HTML: the web app renders each kind itself, so nothing from a content file can inject markup.
 * Content files are written in a small Markdown subset (content/README.md) that maps 1:1 here.
 */
export const RichSpan = Type.Object(
  { text: Type.String(), strong: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type RichSpan = Static<typeof RichSpan>;

const Spans = Type.Array(RichSpan);

export const RichBlock = Type.Union([
  Type.Object(
    {
      kind: Type.Union([Type.Literal('h2'), Type.Literal('h3')]),
      text: Type.String(),
      /** For links to a section (目录, 何时就医). */
      anchor: Type.String(),
    },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('p'), spans: Spans }, { additionalProperties: false }),
  Type.Object(
    {
      kind: Type.Union([Type.Literal('ul'), Type.Literal('ol')]),
      items: Type.Array(Spans),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { kind: Type.Literal('table'), head: Type.Array(Spans), rows: Type.Array(Type.Array(Spans)) },
    { additionalProperties: false },
  ),
]);
export type RichBlock = Static<typeof RichBlock>;

export const RichText = Type.Array(RichBlock);
export type RichText = Static<typeof RichText>;

/** The words of blocks, without markup: for search indexing, snippets and reading aloud. */
export function richPlainText(blocks: RichText): string {
  const spans = (list: RichSpan[]) => list.map((s) => s.text).join('');
  return blocks
    .map((b) => {
      switch (b.kind) {
        case 'h2':
        case 'h3':
          return b.text;
        case 'p':
          return spans(b.spans);
        case 'ul':
        case 'ol':
          return b.items.map(spans).join('\n');
        case 'table':
          return [b.head, ...b.rows].map((row) => row.map(spans).join(' ')).join('\n');
      }
    })
    .join('\n');
}

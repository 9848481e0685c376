import type { RichSpan, RichText as Blocks } from '@portal/contract';
import { ScrollRegion } from '@/components/scroll-region/scroll-region';
import './rich-text.css';

function Spans({ spans }: { spans: RichSpan[] }) {
  return <>{spans.map((s, i) => (s.strong ? <strong key={i}>{s.text}</strong> : s.text))}</>;
}

/**
 * Reading matter from the API (articles, conditions, monographs, help) as elements: blocks,
 * never HTML, so content cannot inject markup. `headingLevel` shifts the headings when the
 * blocks sit under a section heading of the page (h2 in the file becomes h3, and so on).
 */
export function RichText({ blocks, headingLevel = 2 }: { blocks: Blocks; headingLevel?: 2 | 3 }) {
  const shift = headingLevel - 2;
  return (
    <div className="rich-text">
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'h2':
          case 'h3': {
            const Tag = `h${Number(block.kind[1]) + shift}` as 'h2' | 'h3' | 'h4';
            return (
              <Tag key={i} id={block.anchor}>
                {block.text}
              </Tag>
            );
          }
          case 'p':
            return (
              <p key={i}>
                <Spans spans={block.spans} />
              </p>
            );
          case 'ul':
          case 'ol': {
            const List = block.kind;
            return (
              <List key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Spans spans={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'table':
            return (
              <ScrollRegion
                key={i}
                className="rich-text__table"
                label="表格"
                hint="表格较宽，请左右滑动查看（用键盘时先选中表格，再按 ← →）。"
              >
                <table>
                  <thead>
                    <tr>
                      {block.head.map((cell, j) => (
                        <th key={j} scope="col">
                          <Spans spans={cell} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((cell, j) => (
                          <td key={j}>
                            <Spans spans={cell} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            );
        }
      })}
    </div>
  );
}

import type { EditorialFields, EditorialKind } from '@portal/contract';
import { Empty, Typography } from 'antd';
import { FIELD_LABELS, fieldLines } from './field-labels';
import { lineDiff } from './line-diff';
import type { CSSProperties } from 'react';

const box: CSSProperties = {
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  fontSize: 14,
  lineHeight: 1.7,
  maxHeight: 480,
  overflow: 'auto',
};
const line: CSSProperties = {
  display: 'block',
  padding: '0 12px',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
};
// Dark text on light tints: contrast above 7:1 either way.
const STYLES = {
  same: { ...line, color: '#434343' },
  removed: { ...line, background: '#fff1f0', color: '#a8071a' },
  added: {
    ...line,
    background: '#f6ffed',
    color: '#135200',
    textDecoration: 'none',
    borderLeft: '3px solid #389e0d',
  },
} satisfies Record<string, CSSProperties>;

interface Props {
  kind: EditorialKind;
  before: EditorialFields | null;
  after: EditorialFields;
}

/**
 * The fields a version changes against the published item, each as a line diff: removed
 * lines struck through with “−”, added ones underlined with “+” (not by colour alone).
 */
export function VersionDiff({ kind, before, after }: Props) {
  const fields: [string, unknown, unknown][] = [
    ...FIELD_LABELS[kind].map(([key, label]): [string, unknown, unknown] => [
      label,
      before?.meta[key],
      after.meta[key],
    ]),
    ['正文', before?.body, after.body],
  ];
  const changed = fields
    .map(([label, a, b]) => ({ label, lines: lineDiff(fieldLines(a), fieldLines(b)) }))
    .filter(({ lines }) => lines.some((l) => l.kind !== 'same'));
  if (changed.length === 0) return <Empty description="与已发布的内容相同，没有改动" />;
  return (
    <div>
      {changed.map(({ label, lines }) => (
        <section key={label} style={{ marginBottom: 16 }}>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {label}
          </Typography.Title>
          <div style={box} role="list" aria-label={`${label}的改动`}>
            {lines.map((line, i) =>
              line.kind === 'same' ? (
                <div key={i} role="listitem" style={STYLES.same}>
                  {line.text || ' '}
                </div>
              ) : line.kind === 'removed' ? (
                <del key={i} role="listitem" style={STYLES.removed}>
                  <span aria-hidden>− </span>
                  {line.text}
                </del>
              ) : (
                <ins key={i} role="listitem" style={STYLES.added}>
                  <span aria-hidden>+ </span>
                  {line.text}
                </ins>
              ),
            )}
          </div>
        </section>
      ))}
    </div>
  );
}

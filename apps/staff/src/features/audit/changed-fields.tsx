/** A value as an operator reads it: text as is, null as 空, objects and lists as compact JSON. */
function readable(value: unknown): string {
  if (value === undefined || value === null || value === '') return '（空）';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '是' : '否';
  return JSON.stringify(value);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The changed fields of an audit row, one line each: field: before → after. */
export function ChangedFields({ before, after }: { before: unknown; after: unknown }) {
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  if (keys.length === 0) return <span>—</span>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {keys.map((key) => (
        <li key={key} style={{ wordBreak: 'break-all' }}>
          <code>{key}</code>：{before === null ? '新建 ' : `${readable(b[key])} → `}
          {after === null ? '已删除' : readable(a[key])}
        </li>
      ))}
    </ul>
  );
}

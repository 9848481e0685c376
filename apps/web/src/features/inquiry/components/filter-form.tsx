import { useId, useState } from 'react';
import { Select, type SelectOption } from '@/components/form/select';
import { Button } from '@/components/ui/button';

export type FilterField =
  | { name: string; label: string; type: 'select'; all: string; options: readonly string[] }
  | { name: string; label: string; type: 'text'; maxLength: number };

type Props = {
  label: string;
  fields: FilterField[];
  values: Partial<Record<string, string | number>>;
  onChange: (next: Record<string, string | undefined>) => void;
};

/**
 * The filters above a list. A choice applies at once; typed text applies when searched, not on
 * every keystroke. Native controls: every screen reader announces their options.
 */
export function FilterForm(props: Props) {
  // Typed text starts over from the address when it changes elsewhere (back button, a link).
  const key = props.fields
    .filter((f) => f.type === 'text')
    .map((f) => props.values[f.name] ?? '')
    .join('\n');
  return <Filters key={key} {...props} />;
}

function Filters({ label, fields, values, onChange }: Props) {
  const id = useId();
  const texts = fields.filter((f) => f.type === 'text');
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(texts.map((f) => [f.name, String(values[f.name] ?? '')])),
  );
  const options = (f: Extract<FilterField, { type: 'select' }>): SelectOption[] => [
    { value: '', label: f.all },
    ...f.options.map((o) => ({ value: o, label: o })),
  ];
  return (
    <form
      className="inq-section inq-filters"
      role="search"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onChange(
          Object.fromEntries(texts.map((f) => [f.name, typed[f.name]?.trim() || undefined])),
        );
      }}
    >
      {fields.map((f) => (
        <div className="inq-field" key={f.name}>
          <label htmlFor={`${id}-${f.name}`}>{f.label}</label>
          {f.type === 'select' ? (
            <Select
              id={`${id}-${f.name}`}
              value={String(values[f.name] ?? '')}
              options={options(f)}
              onChange={(v) => onChange({ [f.name]: v || undefined })}
            />
          ) : (
            <input
              id={`${id}-${f.name}`}
              className="control"
              type="search"
              maxLength={f.maxLength}
              value={typed[f.name] ?? ''}
              onChange={(e) => setTyped({ ...typed, [f.name]: e.target.value })}
            />
          )}
        </div>
      ))}
      {texts.length > 0 && (
        <Button variant="primary" type="submit">
          查询
        </Button>
      )}
    </form>
  );
}

/**
 * A native select: the browser's own accessible list, sized by hospitals.css for both modes.
 * Filters here have a handful of options, where antd's Select would add 23 KB for nothing.
 */
export function NativeSelect({
  id,
  value,
  options,
  onChange,
}: {
  id: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <select
      id={id}
      className="hosp-control"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

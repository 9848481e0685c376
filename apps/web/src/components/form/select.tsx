import type { SelectHTMLAttributes } from 'react';
import './form.css';

export interface SelectOption {
  value: string;
  /** Plain text, so screen readers announce it (elder-and-a11y.md). */
  label: string;
}

/**
 * A native select: the browser's own accessible list, sized for both modes, for the handful of
 * options filters and forms have.
 */
export function Select({
  value,
  options,
  onChange,
  className,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
}) {
  return (
    <select
      className={['control', className].filter(Boolean).join(' ')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...rest}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

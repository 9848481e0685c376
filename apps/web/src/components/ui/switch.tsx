import type { ButtonHTMLAttributes } from 'react';
import './switch.css';

/**
 * An on/off switch (role switch) for a setting that applies at once. Name it with a <label
 * htmlFor> or aria-label; 开/关 are written on the track, so the state is not told by colour alone.
 */
export function Switch({
  checked,
  onChange,
  loading = false,
  disabled,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role' | 'type'> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Busy saving: says so to assistive tech and ignores presses until done. */
  loading?: boolean;
}) {
  return (
    <button
      {...rest}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={loading || undefined}
      disabled={disabled}
      className={['switch', checked && 'switch--on'].filter(Boolean).join(' ')}
      onClick={() => {
        if (!loading) onChange(!checked);
      }}
    >
      <span className="switch__text" aria-hidden>
        {checked ? '开' : '关'}
      </span>
      <span className="switch__handle" aria-hidden />
    </button>
  );
}

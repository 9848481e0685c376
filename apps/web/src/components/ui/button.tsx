import type { ButtonHTMLAttributes } from 'react';
import './ui.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'danger' | 'text';
  /** Busy: stays in place, says so to assistive tech and ignores presses. */
  loading?: boolean;
  block?: boolean;
}

/** A button in the portal's look for both modes. */
export function Button({
  variant = 'default',
  loading = false,
  block = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, block && 'btn--block', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      {...rest}
      onClick={loading ? (e) => e.preventDefault() : rest.onClick}
    >
      {loading && <span className="btn__spinner" aria-hidden />}
      {children}
    </button>
  );
}

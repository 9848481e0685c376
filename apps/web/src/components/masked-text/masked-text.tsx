import { mask } from '@portal/contract';

export interface MaskedTextProps {
  value: string | null | undefined;
  className?: string;
}

/**
 * Shows a personal value (phone, ID number, name) masked. The full value is deliberately not
 * put anywhere in the DOM (no title, no data attribute) so it cannot leak through devtools,
 * screen scraping or copy and paste.
 */
export function MaskedText({ value, className }: MaskedTextProps) {
  return <span className={className}>{mask(value)}</span>;
}

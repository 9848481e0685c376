import { useId, useState } from 'react';
import './collapsible-text.css';

/** How much of a long text shows while folded: about two lines on a phone. */
const LIMIT = 120;
/** A text of more lines than this folds too, however short its lines. */
const LINES = 3;

/**
 * Where a text is cut while folded, or null when it is short enough to show whole. Counted in
 * characters (code points), so a cut never splits an emoji or a rare CJK character in two.
 */
export function foldPoint(text: string, limit = LIMIT): number | null {
  const chars = Array.from(text);
  let cut = chars.length > limit ? chars.slice(0, limit).join('').length : null;
  let breaks = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\n' && ++breaks === LINES) {
      cut = cut === null ? i : Math.min(cut, i);
      break;
    }
  }
  return cut;
}

/**
 * A text hospitals may send at any length (a remark, a range, an organism's name): short ones
 * show as they are; long ones show their start and a real button that unfolds them, so one
 * long text never pushes the rest of a report off the screen. The folded part is not in the
 * page at all, so a screen reader hears the same as a sighted reader sees.
 */
export function CollapsibleText({
  text,
  limit = LIMIT,
  label,
}: {
  text: string;
  limit?: number;
  /** What the text is, said after the button's words to screen readers (e.g. 医院备注). */
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const cut = foldPoint(text, limit);
  if (cut === null) return <>{text}</>;
  return (
    <span className="collapsible">
      <span id={id} className="collapsible__text">
        {open ? text : `${text.slice(0, cut).trimEnd()}…`}
      </span>{' '}
      <button
        type="button"
        className="collapsible__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? '收起' : '展开全文'}
        {label && <span className="visually-hidden">：{label}</span>}
      </button>
    </span>
  );
}

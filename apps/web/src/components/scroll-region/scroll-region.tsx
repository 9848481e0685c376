import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './scroll-region.css';

/**
 * Whether the element's content is wider than its box, kept up to date as either changes size
 * (a phone turned, elder mode's larger type), so the cue shows only when there is more to see.
 */
function useOverflowsX<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

export interface ScrollRegionProps {
  /** The region's name: the id of a visible title, or words when there is none. */
  labelledBy?: string;
  label?: string;
  /** What lies beyond the edge, said while it does: 表格较宽，请左右滑动查看…. */
  hint: string;
  className?: string;
  children: ReactNode;
}

/**
 * A wide table scrolls sideways on its own (WCAG 1.4.10 exempts data tables), never the page,
 * and never squeezes a column to a character a line. The scroller is a named, focusable region,
 * so a keyboard can scroll it (axe scrollable-region-focusable); while its content is wider, a
 * line above says so (`data-scroll-cue`, which the journeys' table check looks for) and a shadow
 * marks the cut edge.
 */
export function ScrollRegion({ labelledBy, label, hint, className, children }: ScrollRegionProps) {
  const { ref, overflows } = useOverflowsX<HTMLDivElement>();
  const hintId = useId();
  return (
    <>
      <p id={hintId} className="scroll-region__hint" data-scroll-cue hidden={!overflows}>
        {hint}
      </p>
      <div
        ref={ref}
        className={className ? `scroll-region ${className}` : 'scroll-region'}
        role="region"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={overflows ? hintId : undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {children}
      </div>
    </>
  );
}

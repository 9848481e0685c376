import { useEffect, useRef, useState, type RefObject } from 'react';

/** Scrolling less than this either way changes nothing: a finger's tremor must not flicker it. */
const SLACK = 8;

/**
 * The sticky header slides away while the person reads down and returns as soon as they scroll
 * up (elder-and-a11y.md: a sticky header covers at most about 1/8 of the screen; in elder mode
 * it is 137 px at 1280 and about 200 px on a phone). It stays while anything in it has focus or
 * `pinned` holds (the phone menu is open), and near the top of the page, where it is simply the
 * top of the page. State changes only when the answer does, so scrolling renders nothing else.
 */
export function useHideOnScroll(header: RefObject<HTMLElement | null>, pinned: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);

  useEffect(() => {
    if (pinned) return;
    last.current = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const height = header.current?.offsetHeight ?? 0;
      const focusInside = !!header.current?.contains(document.activeElement);
      if (y <= height || focusInside) setHidden(false);
      else if (y > last.current + SLACK) setHidden(true);
      else if (y < last.current - SLACK) setHidden(false);
      else return;
      last.current = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // Tabbing into the header (the skip link's neighbours, a shortcut) brings it back at once.
    const onFocusIn = () => setHidden(false);
    const node = header.current;
    window.addEventListener('scroll', onScroll, { passive: true });
    node?.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('scroll', onScroll);
      node?.removeEventListener('focusin', onFocusIn);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [header, pinned]);

  // Pinned wins without a render of its own; the next scroll after unpinning decides afresh.
  return hidden && !pinned;
}

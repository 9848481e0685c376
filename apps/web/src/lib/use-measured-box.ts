import { useEffect, useRef, useState } from 'react';

/**
 * An element's width and font size as laid out, kept current as it resizes (a phone turned,
 * elder mode's larger type). Charts draw their SVG at this width, one unit a CSS pixel, so their
 * labels keep the page's type size at every width instead of scaling down with a viewBox.
 * ResizeObserver reports once on observing, before the first paint.
 */
export function useMeasuredBox<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [box, setBox] = useState({ width: 0, font: 16 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() =>
      setBox({ width: el.clientWidth, font: parseFloat(getComputedStyle(el).fontSize) }),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, ...box };
}

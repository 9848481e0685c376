import { useEffect, useEffectEvent } from 'react';
import type { RefObject } from 'react';
import { INFINITE_SCROLL_DELAY_MS, INFINITE_SCROLL_DISTANCE } from '@/config/constants';

export interface InfiniteScrollOptions {
  /** While true nothing is loaded (e.g. a request is in flight or the list is complete). */
  disabled?: boolean;
  /** Minimum time between two loads, in ms. */
  delay?: number;
  /** Load when the remaining scrollable space is at most this many px. */
  distance?: number;
}

type ScrollTarget = HTMLElement | Window;

// Identity rather than instanceof: jsdom and iframes have their own Window constructors.
function isWindow(target: ScrollTarget): target is Window {
  return target === window;
}

function remainingSpace(target: ScrollTarget): number {
  if (isWindow(target)) {
    const doc = document.documentElement;
    return doc.scrollHeight - window.scrollY - window.innerHeight;
  }
  return target.scrollHeight - target.scrollTop - target.clientHeight;
}

/**
 * Calls `load` when the container (`ref.current`, or the window when `ref` is null) is scrolled
 * to within `distance` px of its bottom. Loads are throttled to one per `delay` ms; a scroll
 * that arrives during the wait is re-checked when it ends, so the last position is never lost.
 * The position is also checked on mount and whenever `disabled` turns false, so a short list
 * that doesn't fill its container keeps loading until it does.
 */
export function useInfiniteScroll(
  ref: RefObject<HTMLElement | null> | null,
  load: () => void,
  {
    disabled = false,
    delay = INFINITE_SCROLL_DELAY_MS,
    distance = INFINITE_SCROLL_DISTANCE,
  }: InfiniteScrollOptions = {},
): void {
  // Effect events read the latest props without re-subscribing the scroll listener.
  const canLoad = useEffectEvent(
    (target: ScrollTarget) =>
      // Floor so sub-pixel scroll offsets on zoomed pages still count as the bottom.
      !disabled && Math.floor(remainingSpace(target)) <= distance,
  );
  const onLoad = useEffectEvent(() => load());

  useEffect(() => {
    if (disabled) return;
    const target: ScrollTarget = ref?.current ?? window;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = false;

    const check = () => {
      if (!canLoad(target)) return;
      if (timer !== undefined) {
        pending = true;
        return;
      }
      onLoad();
      timer = setTimeout(() => {
        timer = undefined;
        if (pending) {
          pending = false;
          check();
        }
      }, delay);
    };

    target.addEventListener('scroll', check, { passive: true });
    check();
    // Disabling or unmounting drops a pending trailing check, so nothing loads into a list
    // that is busy or gone; re-enabling checks afresh.
    return () => {
      target.removeEventListener('scroll', check);
      clearTimeout(timer);
    };
  }, [ref, disabled, delay]);
}

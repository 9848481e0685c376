import { fireEvent, renderHook } from '@testing-library/react';
import type { RefObject } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INFINITE_SCROLL_DELAY_MS, INFINITE_SCROLL_DISTANCE } from '@/config/constants';
import { useInfiniteScroll } from './use-infinite-scroll';
import type { InfiniteScrollOptions } from './use-infinite-scroll';

/** A container whose geometry jsdom can't compute, so the test sets it. */
function makeContainer(scrollHeight: number, clientHeight: number, scrollTop = 0) {
  const el = document.createElement('div');
  document.body.appendChild(el);
  let top = scrollTop;
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => clientHeight });
  Object.defineProperty(el, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (v: number) => {
      top = v;
    },
  });
  const ref: RefObject<HTMLElement | null> = { current: el };
  const scrollTo = (v: number) => {
    top = v;
    fireEvent.scroll(el);
  };
  return { el, ref, scrollTo };
}

function setup(
  ref: RefObject<HTMLElement | null> | null,
  options: InfiniteScrollOptions = {},
  load = vi.fn(),
) {
  const hook = renderHook((opts: InfiniteScrollOptions) => useInfiniteScroll(ref, load, opts), {
    initialProps: options,
  });
  return { ...hook, load };
}

describe('useInfiniteScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('defaults to the spec constants', () => {
    expect(INFINITE_SCROLL_DELAY_MS).toBe(200);
    expect(INFINITE_SCROLL_DISTANCE).toBe(0);
  });

  it('loads on mount when the content does not fill the container', () => {
    const { ref } = makeContainer(100, 300);
    const { load } = setup(ref);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load on mount when the container is not at its bottom', () => {
    const { ref } = makeContainer(1000, 300);
    const { load } = setup(ref);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads when scrolled to the bottom and not before', () => {
    const { ref, scrollTo } = makeContainer(1000, 300);
    const { load } = setup(ref);
    scrollTo(699);
    expect(load).not.toHaveBeenCalled();
    scrollTo(700);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('honours the distance option', () => {
    const { ref, scrollTo } = makeContainer(1000, 300);
    const { load } = setup(ref, { distance: 50 });
    scrollTo(649);
    expect(load).not.toHaveBeenCalled();
    scrollTo(650);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throttles loads to one per delay and re-checks scrolls made during the wait', () => {
    const { ref, scrollTo } = makeContainer(1000, 300);
    const { load } = setup(ref);
    scrollTo(700);
    scrollTo(700);
    scrollTo(700);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(INFINITE_SCROLL_DELAY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(2);
    // Nothing more happens without further scrolling.
    vi.advanceTimersByTime(INFINITE_SCROLL_DELAY_MS * 5);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops the trailing load when the user scrolled away during the wait', () => {
    const { ref, scrollTo } = makeContainer(1000, 300);
    const { load } = setup(ref);
    scrollTo(700);
    scrollTo(700);
    scrollTo(100);
    vi.advanceTimersByTime(INFINITE_SCROLL_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('uses a custom delay', () => {
    const { ref, scrollTo } = makeContainer(1000, 300);
    const { load } = setup(ref, { delay: 500 });
    scrollTo(700);
    vi.advanceTimersByTime(200);
    scrollTo(700);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never loads while disabled and checks again when enabled', () => {
    const { ref, scrollTo } = makeContainer(100, 300);
    const { load, rerender } = setup(ref, { disabled: true });
    scrollTo(0);
    vi.advanceTimersByTime(1000);
    expect(load).not.toHaveBeenCalled();
    rerender({ disabled: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores a trailing check that fires after becoming disabled', () => {
    const { ref, scrollTo } = makeContainer(1000, 300);
    const { load, rerender } = setup(ref);
    scrollTo(700);
    scrollTo(700);
    rerender({ disabled: true });
    vi.advanceTimersByTime(INFINITE_SCROLL_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('cancels a pending check on unmount', () => {
    const { ref, scrollTo } = makeContainer(1000, 300);
    const { load, unmount } = setup(ref);
    scrollTo(700);
    scrollTo(700);
    unmount();
    vi.advanceTimersByTime(INFINITE_SCROLL_DELAY_MS);
    scrollTo(700);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('watches the window when no ref is given', () => {
    const doc = document.documentElement;
    Object.defineProperty(doc, 'scrollHeight', { configurable: true, value: 2000 });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    try {
      const { load } = setup(null);
      expect(load).not.toHaveBeenCalled();
      y = 1200;
      fireEvent.scroll(window);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.restoreAllMocks();
      delete (doc as unknown as Record<string, unknown>).scrollHeight;
    }
  });
});

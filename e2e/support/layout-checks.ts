import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * Layout defects that axe, the text-size and the target checks cannot see (elder-and-a11y.md,
 * "How it is checked"). Both were found by people looking at elder mode on a phone.
 */

/**
 * Visible text whose characters stand one per line (搜 / 索): its box was squeezed to one
 * character's width, typically a flex item shrunk to its min-content. Each text node of two or
 * more characters that spans several lines is measured character by character.
 */
export function textWrappedOnePerLine(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const el = node.parentElement;
      if (!el || text.replace(/\s/g, '').length < 2) continue;
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      const font = parseFloat(getComputedStyle(el).fontSize);
      // Wide or one line high: it cannot hold one character a line. Screen-reader-only text
      // is clipped to 1 px on purpose and nobody sees it.
      if (box.width > 2.5 * font || box.height < 1.8 * font || box.width <= 2) continue;
      if (el.closest('[hidden], [aria-hidden="true"]')) continue;
      const tops: number[] = [];
      for (let i = 0; i < text.length; i++) {
        if (/\s/.test(text[i]!)) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        if (r.width > 0) tops.push(r.top);
      }
      const lines = tops.filter((top, i) => i === 0 || Math.abs(top - tops[i - 1]!) > font / 2);
      if (tops.length >= 2 && lines.length === tops.length) {
        out.push(`${text.trim().slice(0, 20)}（${lines.length} 行）`);
      }
    }
    return out;
  });
}

/**
 * Controls whose text has the colour of what is behind it (white on white), selected states
 * included. axe files a 1:1 ratio under "needs review", not as a violation, so it never fails a
 * run. The background is the first one that is not transparent, from the control outwards.
 */
export function controlsColouredLikeTheirBackground(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgba = (css: string): number[] => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    const out: string[] = [];
    const selector = [
      'a[href]',
      'button',
      'summary',
      '[role="tab"]',
      '[role="button"]',
      'label:has(input[type="radio"])',
      'label:has(input[type="checkbox"])',
    ].join(', ');
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const text = el.innerText?.trim();
      const rect = el.getBoundingClientRect();
      if (!text || rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      // A picture or gradient behind the text has no one colour: axe's contrast rule judges it.
      let background: number[] | null = [255, 255, 255];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const css = getComputedStyle(node);
        const bg = rgba(css.backgroundColor);
        if (bg.length >= 3 && (bg[3] ?? 1) > 0) {
          background = bg.slice(0, 3);
          break;
        }
        if (css.backgroundImage !== 'none') {
          background = null;
          break;
        }
      }
      if (!background) continue;
      const [a, b] = [luminance(rgba(style.color)), luminance(background)].sort((x, y) => y - x);
      const ratio = (a! + 0.05) / (b! + 0.05);
      if (ratio < 1.5) {
        out.push(`${text.slice(0, 16)}：${style.color} 在 rgb(${background.join(', ')}) 上`);
      }
    }
    return out;
  });
}

/** How many lines an element's text takes on screen (a status that must stay whole). */
export function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
    const font = parseFloat(getComputedStyle(el).fontSize);
    return tops.filter((top, i) => i === 0 || Math.abs(top - tops[i - 1]!) > font / 2).length;
  });
}

/** The layout checks, for a page as it rests. */
export async function expectSoundLayout(page: Page): Promise<void> {
  expect(await textWrappedOnePerLine(page), '一字一行的文字').toEqual([]);
  expect(await controlsColouredLikeTheirBackground(page), '文字与背景同色的控件').toEqual([]);
  expect(await tablesFitOrScroll(page), '放不下又不能滚动或没有提示的表格').toEqual([]);
}

/**
 * Visible tables wider than their box that do not scroll sideways in a region a keyboard can
 * reach and a person can tell scrolls (issue 26, defect 5: the immunisation table was cut at
 * 9 月龄 with nothing saying more columns were there). A table that fits passes. One that does not
 * must sit in its nearest clipping ancestor with overflow-x auto or scroll, and that scroller
 * must be focusable (tabindex), named (aria-label or aria-labelledby with text) and carry a
 * visible cue: an element marked `data-scroll-cue` inside the scroller or beside it (same
 * parent), or visible text the scroller names with aria-describedby. A shadow alone is not
 * accepted: it cannot be told from a border by a script, nor by everyone looking.
 */
export function tablesFitOrScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element | null): el is HTMLElement => {
      if (!(el instanceof HTMLElement)) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const textOf = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .filter(shown)
        .map((el) => el.innerText.trim())
        .join('');
    const out: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      if (!shown(table) || table.closest('[hidden], [aria-hidden="true"]')) continue;
      const name = (table.caption?.innerText ?? table.innerText).trim().slice(0, 20);
      let clip: HTMLElement | null = table.parentElement;
      while (clip && clip !== document.body && getComputedStyle(clip).overflowX === 'visible') {
        clip = clip.parentElement;
      }
      const box = clip && clip !== document.body ? clip : table.parentElement!;
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
      const wide = scrolls
        ? box.scrollWidth > box.clientWidth + 1
        : table.getBoundingClientRect().right > box.getBoundingClientRect().right + 1 ||
          table.getBoundingClientRect().right > document.documentElement.clientWidth + 1;
      if (!wide) continue;
      if (!scrolls) {
        out.push(`${name}：超出容器，且容器不能左右滚动`);
        continue;
      }
      const problems: string[] = [];
      if (box.tabIndex < 0) problems.push('不能用键盘聚焦');
      if (!box.getAttribute('aria-label')?.trim() && !textOf(box.getAttribute('aria-labelledby'))) {
        problems.push('没有可访问名称');
      }
      const cues = [
        ...box.querySelectorAll('[data-scroll-cue]'),
        ...(box.parentElement?.querySelectorAll(':scope > [data-scroll-cue]') ?? []),
      ];
      if (!cues.some(shown) && !textOf(box.getAttribute('aria-describedby'))) {
        problems.push('没有可见的滚动提示');
      }
      if (problems.length > 0) out.push(`${name}：可左右滚动，但${problems.join('、')}`);
    }
    return out;
  });
}

/**
 * A sticky or fixed header covering more than 1/8 of the viewport's height while the person
 * reads down the page (elder-and-a11y.md). Headers are `header` elements, `role="banner"`, or any
 * sticky or fixed bar across the top. Measured after scrolling down a screen, where a header
 * that slides away on scrolling down covers nothing; at the top of the page it is just the top
 * of the page. A page too short to scroll past its header has nothing for it to cover. The page
 * is back at its top afterwards, as the screenshots expect.
 */
export function stickyHeaderTooTall(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const out: string[] = [];
    const limit = window.innerHeight / 8;
    const frames = () =>
      new Promise((r) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 250))),
      );
    const headers = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
      const style = getComputedStyle(el);
      if (style.position !== 'sticky' && style.position !== 'fixed') return false;
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const rect = el.getBoundingClientRect();
      return (
        el.matches('header, [role="banner"]') ||
        (rect.top <= 1 && rect.width >= 0.9 * window.innerWidth)
      );
    });
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (headers.length === 0 || room < Math.max(...headers.map((h) => h.offsetHeight)) + 200) {
      return out;
    }
    // Two steps, as a reader's scrolling is: the header's own logic sees a direction.
    window.scrollTo(0, Math.min(room, window.innerHeight / 2));
    await frames();
    window.scrollTo(0, Math.min(room, window.innerHeight * 1.5));
    await frames();
    for (const el of headers) {
      const rect = el.getBoundingClientRect();
      const covered = Math.max(
        0,
        Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0),
      );
      if (covered <= limit) continue;
      const name = `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
      out.push(
        `${name} 向下阅读时遮住 ${Math.round(covered)} px，超过视口高度 ${window.innerHeight} px 的 1/8（${Math.round(limit)} px）`,
      );
    }
    window.scrollTo(0, 0);
    await frames();
    return out;
  });
}

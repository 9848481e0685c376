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

/** Both layout checks, for a page as it rests. */
export async function expectSoundLayout(page: Page): Promise<void> {
  expect(await textWrappedOnePerLine(page), '一字一行的文字').toEqual([]);
  expect(await controlsColouredLikeTheirBackground(page), '文字与背景同色的控件').toEqual([]);
}

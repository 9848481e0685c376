import type { Page } from 'playwright-core';

/** Smallest computed font size (px) of any visible element that holds text of its own. */
export function smallestVisibleFontSize(page: Page): Promise<{ size: number; text: string }> {
  return page.evaluate(() => {
    let smallest = { size: Infinity, text: '' };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el) continue;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const hidden =
        rect.width === 0 ||
        rect.height === 0 ||
        style.visibility === 'hidden' ||
        el.closest('[hidden], [aria-hidden="true"]') !== null ||
        // The skip link waits off-screen until focused.
        rect.bottom < 0;
      if (hidden) continue;
      const size = parseFloat(style.fontSize);
      if (size < smallest.size) smallest = { size, text: text.slice(0, 20) };
    }
    return smallest;
  });
}

/**
 * Visible, enabled links, buttons and inputs whose pointer target is smaller than `min` px in
 * either direction. The target is what a finger actually hits: a radio or checkbox together with
 * its label. As WCAG 2.5.8 allows, links inside a sentence and inputs that only scripts reach
 * (visually hidden, out of the tab order) are not targets of their own.
 */
export function targetsSmallerThan(page: Page, min: number): Promise<string[]> {
  return page.evaluate((limit) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select')) {
      if (el.matches(':disabled')) continue;
      if (el.tabIndex < 0 && el.matches('input[type="file"]')) continue;
      if (el.matches('p a[href]')) continue;
      const target =
        el.matches('input[type="radio"], input[type="checkbox"]') && el.closest('label')
          ? el.closest('label')!
          : el;
      const rect = target.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.bottom < 0) continue;
      if (rect.width < limit || rect.height < limit) {
        const name = (el.innerText || el.getAttribute('aria-label') || el.tagName).trim();
        out.push(`${name.slice(0, 16)} ${Math.round(rect.width)}×${Math.round(rect.height)}`);
      }
    }
    return out;
  }, min);
}

export function openDialogs(page: Page): Promise<number> {
  return page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').count();
}

import type { Page } from 'playwright-core';
import { scriptsRunning, url } from './browser.js';

/**
 * The elements under `selectors` with their attributes in name order and their text: a server
 * render and the browser's first render of the same data build the same DOM, differing only in
 * the order attributes were set and in the few things normalised below. The home page's and
 * the public pages' rendering journeys compare the two with it.
 */
export function renderedTree(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((selectors) => {
    const describe = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element)) return '';
      const attributes = [...node.attributes]
        .filter((a) => !(a.name === 'style' && a.value === ''))
        // A wide table's scroll hint shows once the browser has measured it (an effect after
        // the first render): not part of what the first render draws.
        .filter((a) => !(a.name === 'hidden' && node.hasAttribute('data-scroll-cue')))
        .filter((a) => !(a.name === 'aria-describedby' && node.classList.contains('scroll-region')))
        // A server marks a select's choice on its option, the browser sets the select's value:
        // compared as the value chosen.
        .filter((a) => !(a.name === 'selected' && node.localName === 'option'))
        // The server writes style="font-size:1em", the browser "font-size: 1em;": one rule.
        .map((a) =>
          a.name === 'style' && node instanceof HTMLElement ? `style="${node.style.cssText}"` : a,
        )
        // useId's ids differ between a server and a browser render; only their pairing matters.
        .map((a) =>
          typeof a === 'string' ? a : `${a.name}="${a.value.replace(/_[rR]_[0-9a-z]+_/g, 'ID')}"`,
        )
        .sort();
      if (node instanceof HTMLSelectElement) attributes.push(`(value)="${node.value}"`);
      const children = [...node.childNodes].map(describe).join('');
      return `<${node.localName} ${attributes.join(' ')}>${children}</${node.localName}>`;
    };
    return selectors.map((selector) => {
      const element = document.querySelector(selector);
      return element ? describe(element) : `(no ${selector})`;
    });
  }, selectors);
}

/**
 * Holds the page's scripts back until the returned function is called: what a slow network does
 * between the server's markup arriving and the app starting. Set before the page is opened.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/12320/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Answers the page's own address with the plain index.html, the document of a page the server
 * does not render (an unknown address's): the browser then draws the page alone, from the API,
 * to compare with what the server drew. Set before the page is opened.
 */
export async function servePlainDocument(page: Page): Promise<void> {
  const plain = await (await fetch(url('/no/such/page'))).text();
  await page.route(
    (address) =>
      address.pathname.startsWith('/12320/') && !address.pathname.startsWith('/12320/assets/'),
    (route) =>
      route.request().isNavigationRequest()
        ? route.fulfill({ contentType: 'text/html; charset=utf-8', body: plain })
        : route.continue(),
  );
}

/**
 * Before the scripts run (held back with holdScripts): remembers every element the server sent
 * under `selectors` (the parts that do not change with data the browser fetches itself) and
 * starts counting React's hydration complaints (main.tsx logs "hydration failed").
 */
export async function watchHydration(
  page: Page,
  selectors: string[],
): Promise<() => Promise<HydrationOutcome>> {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('hydration failed')) {
      complaints.push(message.text());
    }
  });
  await page.evaluate((selectors) => {
    (window as unknown as { serverElements: Element[] }).serverElements = selectors.flatMap(
      (selector) => [...document.querySelectorAll(`${selector}, ${selector} *`)],
    );
  }, selectors);
  return async () => ({
    complaints,
    // Hydration keeps the server's elements; a render from scratch would have replaced them.
    replaced: await page.evaluate(
      () =>
        (window as unknown as { serverElements: Element[] }).serverElements.filter(
          (element) => !element.isConnected,
        ).length,
    ),
  });
}

export interface HydrationOutcome {
  complaints: string[];
  replaced: number;
}

/**
 * Opens a server-rendered page through `open` (which runs its argument before the page loads)
 * with the scripts held back, marks what the server sent under `selectors`, then lets the
 * scripts run and waits for hydration: the page, with what hydration replaced and said.
 */
export async function openHydrated<T extends { page: Page }>(
  open: (before: (page: Page) => Promise<void>) => Promise<T>,
  selectors: string[],
): Promise<T & { outcome: HydrationOutcome }> {
  let release!: () => void;
  const opened = await open(async (page) => {
    release = await holdScripts(page);
  });
  const outcome = await watchHydration(opened.page, selectors);
  release();
  await scriptsRunning(opened.page);
  return { ...opened, outcome: await outcome() };
}

import type { Page } from 'playwright-core';

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

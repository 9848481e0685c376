import type { Locator } from 'playwright-core';

/**
 * Each clock range (08:00-12:00) in an element's text, with how many lines it stands on: a
 * phone in elder mode broke 门诊时间 as 08:00- / 12:00 (issue 26, defect 10). Measured on the
 * text itself, wherever its characters lie among the element's text nodes.
 */
export function clockRangeLines(locator: Locator): Promise<{ text: string; lines: number }[]> {
  return locator.evaluate((el) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
    // An offset in the element's whole text as a point in one of its text nodes.
    const at = (offset: number): [Text, number] => {
      let rest = offset;
      for (const node of nodes) {
        if (rest <= node.length) return [node, rest];
        rest -= node.length;
      }
      throw new Error(`offset ${offset} past the text`);
    };
    const font = parseFloat(getComputedStyle(el).fontSize);
    const text = nodes.map((n) => n.data).join('');
    return [...text.matchAll(/\d{1,2}:\d{2}\s*[-–—~～至]\s*\d{1,2}:\d{2}/g)].map((m) => {
      const range = document.createRange();
      range.setStart(...at(m.index));
      range.setEnd(...at(m.index + m[0].length));
      const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
      // Fragments in another font on the same line differ by a pixel or two, not half a line.
      const lines = tops.filter((top, i) => i === 0 || Math.abs(top - tops[i - 1]!) > font / 2);
      return { text: m[0], lines: lines.length };
    });
  });
}

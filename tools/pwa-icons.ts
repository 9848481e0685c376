/**
 * Draws the installed app's icons (apps/web/public/icons/) from the brand mark
 * (apps/web/public/favicon.svg) with the Chromium the journeys use. Run once after the mark
 * changes and commit the PNGs: `node --import tsx tools/pwa-icons.ts`.
 *
 * The "any" icons are the mark as it is (rounded corners, transparent outside). The maskable one
 * fills the square with the brand blue and shrinks the cross to under half its width, well inside
 * the 80 % circle a launcher may cut out (https://w3c.github.io/manifest/#icon-masks).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, root } from './portal-process.js';

const publicDir = `${root}/apps/web/public`;
const mark = readFileSync(`${publicDir}/favicon.svg`, 'utf8');
const blue = /fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1] ?? '#0958d9';
const cross = /<path[^>]*\/>/.exec(mark)?.[0] ?? '';
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${blue}"/><g transform="translate(16 16) scale(0.85) translate(-16 -16)">${cross}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'maskable-512.png', size: 512, svg: maskable },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${size}" height="${size}">`,
    );
    // A string, not a function: this file is typed for Node, without the DOM's types.
    await page.evaluate('document.images[0].decode()');
    writeFileSync(`${publicDir}/icons/${file}`, await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}

import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './support/browser.js';
import { drawJourney } from './support/draw-journey.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// Its own file and hospital, so it runs beside the standard-mode journey (draw-standard.spec.ts).
describe('fair release in elder mode (长辈版)', () => {
  it('enters a draw, sees 抽签中, then 已中签 with the booking, and rechecks the draw', async () => {
    await drawJourney(browser, true, '青禾县石门镇卫生院');
  }, 240_000);
});

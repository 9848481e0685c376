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

// Each journey mostly waits for a real one-minute window and the draw after it, so the two
// modes run side by side in one file (each on a township hospital of its own): one worker
// waits for both while the other runs other journeys.
describe.concurrent('fair release', () => {
  it('in standard mode: enters a draw, sees 抽签中, then 已中签 with the booking, and rechecks the draw', async () => {
    await drawJourney(browser, false, '青禾县白沙镇中心卫生院');
  }, 240_000);

  it('in elder mode (长辈版): the same journey in words', async () => {
    await drawJourney(browser, true, '青禾县石门镇卫生院');
  }, 240_000);
});

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
// modes run side by side (each on a township hospital of its own) in one test: one worker waits
// out both while the other runs other journeys. One test, not two concurrent ones, because the
// page checks use vitest's global expect, which belongs to a single running test.
describe('fair release', () => {
  it('enters a draw, sees 抽签中, then 已中签 with the booking, and rechecks the draw: standard mode and elder mode (长辈版)', async () => {
    await Promise.all([
      drawJourney(browser, false, '青禾县白沙镇中心卫生院'),
      drawJourney(browser, true, '青禾县石门镇卫生院'),
    ]);
  }, 300_000);
});

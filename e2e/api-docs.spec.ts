import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launch, newPage, screenshot } from './support/browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('the API docs page', () => {
  it('shows the OpenAPI document under its strict content security policy', async () => {
    const { context, page } = await newPage(browser);
    // Chromium reports each blocked script, style or fetch as a console error.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto(`${baseURL()}/api/docs`);
    expect(response?.status()).toBe(200);
    expect(await response?.headerValue('content-security-policy')).toContain("default-src 'none'");

    const title = page.locator('.swagger-ui .info .title');
    await expect
      .poll(() => title.textContent(), { timeout: 15_000 })
      .toContain('12320 健康服务平台 API');
    // The operations are listed, and one opens to show its parameters. With 170 operations
    // Swagger UI draws them as the reader scrolls (eight at first), so the one opened is near
    // the top.
    const scan = page.locator('.opblock-summary-path', { hasText: /^\/api\/chk_scan$/ });
    await expect.poll(() => scan.count()).toBe(1);
    await page
      .locator('.opblock-summary-path', { hasText: /^\/api\/chk_scan$/ })
      .first()
      .click();
    await expect.poll(() => page.locator('.parameters-container').first().isVisible()).toBe(true);
    await screenshot(page, 'api-docs');
    expect(errors).toEqual([]);
    await context.close();
  });
});

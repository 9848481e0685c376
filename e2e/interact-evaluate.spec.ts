import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { maskName, type MyEvaluationList, type StaffSessionAnswer } from '@portal/contract';
import { smallestVisibleFontSize, targetsSmallerThan } from './support/a11y-checks.js';
import {
  axeViolations,
  baseURL,
  chinaDay,
  launch,
  newPage,
  screenshot,
  url,
} from './support/browser.js';
import { expectAccessiblePage } from './support/page-checks.js';
import { verifiedCitizen } from './support/register.js';
import { signInContext } from './support/session.js';
import { staffContext, type DemoStaff } from './support/staff.js';
import { completedVisit } from './support/visits.js';

let browser: Browser;
// A listed word of this journey's own (another journey's held evaluations never meet it).
const WORD = `庸医${randomInt(1000, 10000)}`;
const TEXT = `医生讲得很清楚，不像网上说的${WORD}，就是排队久了点。`;

interface Prepared {
  citizen: { username: string; password: string; token: string };
  hospitalId: string;
  staff: StaffApi;
}

/** The console's API as one demo staff member, with their session and write token. */
interface StaffApi {
  context: BrowserContext;
  post: (path: string, data: unknown) => Promise<number>;
  hospitalId: string | null;
}

async function staffApi(username: DemoStaff): Promise<StaffApi> {
  const context = await browser.newContext();
  await staffContext(context, username);
  // The context's own request client carries its session cookie: no page to load.
  const me = (await (
    await context.request.get(`${baseURL()}/api/staff/me`)
  ).json()) as StaffSessionAnswer;
  return {
    context,
    hospitalId: me.staff.hospitalId,
    post: async (path, data) =>
      (
        await context.request.post(`${baseURL()}${path}`, {
          data,
          headers: { 'x-csrf-token': me.csrfToken },
        })
      ).status(),
  };
}

/**
 * A verified citizen with two completed visits at the hospital rmyy-admin runs: one to write
 * about, one whose form stays open for the checks in each mode. Made once, in the first test
 * that needs it (reading the SMS code from the log polls).
 */
async function prepare(): Promise<Prepared> {
  const citizen = await verifiedCitizen('钱评价');
  const staff = await staffApi('rmyy-admin');
  const hospitalId = staff.hospitalId!;
  for (const day of [3, 4]) await completedVisit(citizen.token, hospitalId, chinaDay(day));
  return { citizen, hospitalId, staff };
}
let prepared: Promise<Prepared> | undefined;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await (await prepared)?.staff.context.close();
  await browser?.close();
});

type Mode = { elder: boolean; viewport: 'desktop' | 'phone' };

/** The open form, as the page checks see a page at rest, dialog included. */
async function expectAccessibleDialog(page: Page, { elder, viewport }: Mode) {
  await page.mouse.move(0, 0);
  await screenshot(page, `interact-evaluate-form-${elder ? 'elder' : 'standard'}-${viewport}`);
  const smallest = await smallestVisibleFontSize(page);
  expect(smallest.size, smallest.text).toBeGreaterThanOrEqual(elder ? 18 : 12);
  expect(await targetsSmallerThan(page, elder ? 44 : 24)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  expect(await axeViolations(page)).toEqual([]);
}

/** My appointments' 已完成 tab, and the write dialog of the first visit still open for one. */
async function openWriteDialog(page: Page) {
  await page.goto(url('/account/register'));
  await page.getByRole('tab', { name: '已完成' }).click();
  await page
    .getByRole('button', { name: /^写评价/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^写评价/ });
  await dialog.getByRole('radio', { name: '医术水平 5 分' }).waitFor();
  return dialog;
}

/** The evaluations page with the hospital chosen, once its list has loaded. */
async function openHospitalEvaluations(page: Page, hospitalId: string) {
  await page.goto(url(`/interact/evaluate?hospital=${hospitalId}`));
  await page.getByRole('heading', { level: 2, name: /评价汇总$/ }).waitFor();
  await expect.poll(() => page.locator('[aria-label="正在加载"]').count()).toBe(0);
}

describe('就医评价', () => {
  it('a completed visit is evaluated, held for a listed word, published and shown', async () => {
    const { citizen, hospitalId, staff } = await (prepared ??= prepare());
    const bureau = await staffApi('bureau');
    expect(await bureau.post('/api/staff/sensitive-words', { word: WORD })).toBeLessThan(300);
    await bureau.context.close();

    const mode: Mode = { elder: false, viewport: 'desktop' };
    const { context, page } = await newPage(browser, mode.viewport);
    await signInContext(context, citizen);
    const dialog = await openWriteDialog(page);
    await expectAccessibleDialog(page, mode);
    for (const name of [
      '医术水平 5 分',
      '服务态度 5 分',
      '就诊环境 4 分',
      '等候时间 3 分',
      '满意',
    ]) {
      await dialog.getByRole('radio', { name, exact: true }).check();
    }
    await dialog.getByLabel('评价内容（选填）').fill(TEXT);
    await dialog.getByRole('button', { name: '提交评价' }).click();
    await page.getByText('评价已提交，正在审核，审核通过后公开').waitFor();
    const done = page.getByRole('list', { name: '已完成的预约' });
    await expect.poll(() => done.getByText('状态：审核中').count()).toBe(1);
    await screenshot(page, 'interact-evaluate-held-standard-desktop');

    const mine = (await (
      await fetch(`${baseURL()}/api/evaluations/mine?user=${encodeURIComponent(citizen.token)}`)
    ).json()) as MyEvaluationList;
    expect(mine.list).toHaveLength(1);
    const id = mine.list[0]!.id;
    expect(await staff.post(`/api/staff/evaluations/${id}/moderate`, { action: 'publish' })).toBe(
      200,
    );

    await openHospitalEvaluations(page, hospitalId);
    const entry = page.getByRole('listitem').filter({ hasText: WORD });
    await expect.poll(() => entry.count()).toBe(1);
    const shown = await entry.innerText();
    expect(shown).toContain(`${maskName('钱评价')}的评价`);
    expect(shown).toContain('满意');
    expect(shown).toMatch(/医术水平\s*★★★★★\s*5 分/);
    expect(shown).toContain(`${chinaDay(3).slice(0, 4)}年`);
    await expect.poll(() => page.getByRole('definition').first().textContent()).toMatch(/^\d+ 条$/);
    await expectAccessiblePage(page, 'interact-evaluate', mode);

    // The hospital's own page shows the summary and leads here.
    await page.goto(url(`/hospital/detail/${hospitalId}`));
    const card = page.getByRole('region', { name: '就医评价' });
    await expect.poll(() => card.getByText('满意率', { exact: true }).count()).toBe(1);
    expect(await card.getByRole('link', { name: '查看全部评价' }).getAttribute('href')).toBe(
      `/12320/interact/evaluate?hospital=${hospitalId}`,
    );
    await screenshot(page, 'interact-evaluate-hospital-card-standard-desktop');
    await context.close();
  });

  it.each([
    { elder: false, viewport: 'phone' },
    { elder: true, viewport: 'desktop' },
    { elder: true, viewport: 'phone' },
  ] as const)('the page and the form pass the checks (elder $elder, $viewport)', async (mode) => {
    const { citizen, hospitalId } = await (prepared ??= prepare());
    const { context, page } = await newPage(browser, mode.viewport, mode.elder);
    await signInContext(context, citizen);
    await openHospitalEvaluations(page, hospitalId);
    await expectAccessiblePage(page, 'interact-evaluate', mode);
    await openWriteDialog(page);
    await expectAccessibleDialog(page, mode);
    await context.close();
  });
});

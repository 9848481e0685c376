import type { MyEvaluationList } from '@portal/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, chinaDay, launch, screenshot } from './support/browser.js';
import { verifiedCitizen } from './support/register.js';
import {
  adminHospital,
  CONSOLE_VIEWPORTS,
  consoleAxe,
  type DemoStaff,
  staffUrl,
  openConsole,
} from './support/staff.js';
import { completedVisit } from './support/visits.js';

let browser: Browser;
let citizenToken = '';

// A word of this journey's own, so no other journey's evaluation is held by it; the texts
// write it past a plain list: a space inside it, and in traditional characters.
const WORD = '黑心医院';
const TO_REJECT = '挂号窗口态度很差，简直是黑 心医院。';
const TO_PUBLISH = '医生很耐心，就是排队太久，差点以为是黑心醫院。';
const REASON = '请勿使用侮辱性词语，修改后可重新评价。';
const REPLY = '感谢您的反馈，我院已增加夜间挂号窗口。';

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function consolePage(username: DemoStaff, size: { width: number; height: number }) {
  const { context, page } = await openConsole(browser, username, size);
  await page.goto(staffUrl('/evaluations'));
  await page.getByRole('heading', { level: 1, name: '就医评价审核' }).waitFor();
  return { context, page };
}

const citizenApi = (path: string, init?: RequestInit) =>
  fetch(`${baseURL()}${path}?user=${encodeURIComponent(citizenToken)}`, init);

describe('就医评价审核 in the console', () => {
  it('holds two evaluations that write a listed word', async () => {
    const bureau = await consolePage('bureau', CONSOLE_VIEWPORTS.desktop);
    const status = await bureau.page.evaluate(async (word) => {
      const me = (await (await fetch('/api/staff/me')).json()) as { csrfToken: string };
      const res = await fetch('/api/staff/sensitive-words', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': me.csrfToken },
        body: JSON.stringify({ word }),
      });
      return res.status;
    }, WORD);
    expect(status).toBeLessThan(300);
    await bureau.context.close();

    citizenToken = (await verifiedCitizen('吴评价')).token;
    const hospitalId = adminHospital();
    for (const [i, text] of [TO_REJECT, TO_PUBLISH].entries()) {
      // Two days, one visit each: one patient may book one place per schedule.
      const { bookingId } = await completedVisit(citizenToken, hospitalId, chinaDay(5 + i));
      const res = await citizenApi('/api/evaluations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          bookingId,
          scores: { skill: 5, attitude: 2, environment: 4, waiting: 3 },
          overall: 'dissatisfied',
          text,
        }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(((await res.json()) as { status: string }).status).toBe('held');
    }
  });

  it('shows the queue at 768 px with its actions in sight', async () => {
    const { context, page } = await consolePage('rmyy-admin', CONSOLE_VIEWPORTS.tablet);
    const row = page
      .getByRole('tabpanel', { name: '待审核' })
      .getByRole('row')
      .filter({ hasText: '医生很耐心' });
    await expect.poll(() => row.count()).toBe(1);
    // The actions stay at the table's right edge, in sight without scrolling sideways.
    const publish = await row.getByRole('button', { name: /^通过/ }).boundingBox();
    expect(publish!.x + publish!.width).toBeLessThanOrEqual(CONSOLE_VIEWPORTS.tablet.width);
    expect(await page.getByRole('navigation', { name: '工作台菜单' }).isVisible()).toBe(false);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(await consoleAxe(page)).toEqual([]);
    await screenshot(page, 'staff-evaluations-768');
    await context.close();
  });

  it('lets rmyy-admin reject one with a reason, publish the other and reply to it once', async () => {
    const { context, page } = await consolePage('rmyy-admin', CONSOLE_VIEWPORTS.desktop);
    const queue = page.getByRole('tabpanel', { name: '待审核' });
    const toReject = queue.getByRole('row').filter({ hasText: '挂号窗口态度很差' });
    const toPublish = queue.getByRole('row').filter({ hasText: '医生很耐心' });
    await expect.poll(() => toReject.count()).toBe(1);
    // The word is marked through the space inside it; the traditional one is named beside it.
    expect(await toReject.locator('mark').allInnerTexts()).toEqual(['黑 心医院']);
    expect(await toPublish.innerText()).toContain(`命中敏感词：${WORD}`);
    expect(await consoleAxe(page)).toEqual([]);
    await screenshot(page, 'staff-evaluations-1280');

    await toReject.getByRole('button', { name: /^驳回/ }).click();
    const dialog = page.getByRole('dialog', { name: '驳回评价' });
    await dialog.getByRole('button', { name: /驳\s*回/ }).click();
    await dialog.getByText('请填写驳回原因').waitFor();
    await dialog.getByLabel('驳回原因（评价人会看到）').fill(REASON);
    await dialog.getByRole('button', { name: /驳\s*回/ }).click();
    await expect.poll(() => toReject.count()).toBe(0);

    await toPublish.getByRole('button', { name: /^通过/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /通\s*过/ })
      .click();
    await expect.poll(() => toPublish.count()).toBe(0);

    await page.getByRole('tab', { name: '已发布' }).click();
    const published = page
      .getByRole('tabpanel', { name: '已发布' })
      .getByRole('row')
      .filter({ hasText: '医生很耐心' });
    await published.getByRole('button', { name: /^回复/ }).click();
    const replying = page.getByRole('dialog', { name: '回复评价' });
    await replying.getByLabel(/医院回复/).fill(REPLY);
    await replying.getByRole('button', { name: '发布回复' }).click();
    await expect.poll(() => published.innerText()).toContain(REPLY);
    expect(await published.getByRole('button', { name: /^回复/ }).count()).toBe(0);

    await page.getByRole('tab', { name: '未通过' }).click();
    const rejected = page.getByRole('tabpanel', { name: '未通过' });
    await expect
      .poll(() => rejected.getByRole('row').filter({ hasText: '挂号窗口态度很差' }).innerText())
      .toContain(`驳回原因：${REASON}`);
    await context.close();

    // The author reads the reason and the reply in My appointments.
    const mine = (await (await citizenApi('/api/evaluations/mine')).json()) as MyEvaluationList;
    expect(mine.list.map((e) => [e.status, e.rejectReason, e.reply?.text ?? null]).sort()).toEqual([
      ['published', null, REPLY],
      ['rejected', REASON, null],
    ]);
  });

  it('shows the bureau every hospital without a reply action', async () => {
    const { context, page } = await consolePage('bureau', CONSOLE_VIEWPORTS.desktop);
    const menu = page.getByRole('navigation', { name: '工作台菜单' });
    expect(await menu.getByRole('link', { name: '就医评价审核' }).count()).toBe(1);
    await page.getByRole('tab', { name: '已发布' }).click();
    const panel = page.getByRole('tabpanel', { name: '已发布' });
    const row = panel.getByRole('row').filter({ hasText: '医生很耐心' });
    await expect.poll(() => row.innerText()).toContain(REPLY);
    expect(await panel.getByRole('columnheader', { name: '医院 / 科室 / 医生' }).count()).toBe(1);
    expect(await panel.getByRole('button', { name: /^回复/ }).count()).toBe(0);
    await screenshot(page, 'staff-evaluations-bureau-published-1280');
    await context.close();
  });
});

import { EDITORIAL_KINDS, EDITORIAL_KIND_NAMES } from '@portal/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, url } from './support/browser.js';
import {
  CONSOLE_VIEWPORTS,
  consoleAxe,
  staffUrl,
  type DemoStaff,
  openConsole,
} from './support/staff.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function consolePage(who: DemoStaff, viewport: keyof typeof CONSOLE_VIEWPORTS) {
  return openConsole(browser, who, CONSOLE_VIEWPORTS[viewport]);
}

async function openEditorial(page: Page): Promise<void> {
  await page.goto(staffUrl('/editorial'));
  await page.getByRole('heading', { level: 1, name: '内容审核与发布' }).waitFor();
}

// Written for this journey only: 白内障 is not checked by any other journey.
const SUMMARY = '晶状体变浑浊使看东西越来越模糊的常见眼病，多见于老年人，手术可以复明。';

describe('the editorial journey', () => {
  it('an editor drafts a change, the reviewer publishes it, the citizen page shows it', async () => {
    const editor = await consolePage('editor', 'desktop');
    await openEditorial(editor.page);
    await editor.page.getByRole('tab', { name: '疾病' }).click();
    await editor.page.getByRole('button', { name: '修改 白内障' }).click();
    await editor.page.getByRole('tab', { name: '编辑草稿' }).click();
    await editor.page.getByLabel('一句话简介').fill(SUMMARY);
    expect(await consoleAxe(editor.page), 'draft').toEqual([]);
    await screenshot(editor.page, 'staff-editorial-draft-1280');
    await editor.page.getByRole('button', { name: '保存并提交审核' }).click();
    await editor.page.getByText('已提交审核', { exact: true }).first().waitFor();
    await editor.context.close();

    const reviewer = await consolePage('reviewer', 'desktop');
    await openEditorial(reviewer.page);
    await reviewer.page.getByRole('button', { name: /^打开 白内障 第 \d+ 版$/ }).click();
    // The diff marks the new summary as added.
    await reviewer.page.locator('ins', { hasText: SUMMARY }).waitFor();
    expect(await consoleAxe(reviewer.page), 'review').toEqual([]);
    await screenshot(reviewer.page, 'staff-editorial-review-1280');
    await reviewer.page.getByRole('button', { name: '审核通过并发布' }).click();
    await reviewer.page.getByText('已发布，市民页面与搜索已更新').waitFor();
    await reviewer.context.close();

    const citizen = await browser.newContext({ locale: 'zh-CN', reducedMotion: 'reduce' });
    const page = await citizen.newPage();
    await page.goto(url('/wiki/knowledge/disease/bai-nei-zhang'));
    await page.getByText(SUMMARY).first().waitFor();
    await screenshot(page, 'staff-editorial-citizen-page');
    await citizen.close();
  }, 120_000);

  it('an editor adds a notice, the reviewer publishes it, the public health page lists it', async () => {
    // Unique per run: the journey database keeps what earlier runs published.
    const stamp = Date.now().toString(36);
    const id = `e2e-gong-gao-${stamp}`;
    const title = `社区卫生服务中心周末门诊安排（${stamp}）`;
    // The county's calendar day, as editors write a notice's date.
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

    const editor = await consolePage('editor', 'desktop');
    await openEditorial(editor.page);
    // Every kind but the home page's single featured list can have new items.
    for (const kind of EDITORIAL_KINDS) {
      const name = EDITORIAL_KIND_NAMES[kind];
      await editor.page.getByRole('tab', { name, exact: true }).click();
      const panel = editor.page.getByRole('tabpanel');
      await panel.locator('.ant-table').waitFor();
      expect(await panel.getByRole('button', { name: `新建${name}` }).count(), kind).toBe(
        String(kind) === 'featured' ? 0 : 1,
      );
    }
    await editor.page.getByRole('tab', { name: '公告' }).click();
    await editor.page
      .getByRole('tabpanel')
      .locator('.ant-spin-spinning')
      .waitFor({ state: 'detached' });
    await screenshot(editor.page, 'staff-editorial-notices-1280');
    await editor.page.getByRole('button', { name: '新建公告' }).click();
    const form = editor.page.getByRole('dialog', { name: '新建公告' });
    await form.getByLabel('编号').fill('Zhou Mo');
    await form.getByLabel('标题').fill(title);
    await form.getByLabel('日期（YYYY-MM-DD）').fill('2026年9月1日');
    await form
      .getByLabel('正文（纯文字）')
      .fill('本周六、周日上午 8 点至 12 点，城东社区卫生服务中心开设全科门诊。');
    // The id's rule is checked before anything is sent.
    await form.getByRole('button', { name: '保存草稿' }).click();
    await form.getByText('编号只能用小写字母、数字和连字符', { exact: false }).waitFor();
    // A date the file loader refuses: the server's message shows in the form.
    await form.getByLabel('编号').fill('2026-liugan-yimiao');
    await form.getByRole('button', { name: '保存草稿' }).click();
    await form.getByRole('alert').filter({ hasText: 'date 须是 YYYY-MM-DD 日期' }).waitFor();
    // An id a notice of the content files already has: refused at 编号.
    await form.getByLabel('日期（YYYY-MM-DD）').fill(today);
    await form.getByRole('button', { name: '保存草稿' }).click();
    await form.getByText('编号 2026-liugan-yimiao 已被使用，请换一个').waitFor();
    expect(await consoleAxe(editor.page), 'new item').toEqual([]);
    await screenshot(editor.page, 'staff-editorial-new-item-refused-1280');
    await form.getByLabel('编号').fill(id);
    await form.getByRole('button', { name: '保存并提交审核' }).click();
    // The new draft opens, already in review.
    await editor.page
      .getByRole('heading', { name: new RegExp(`^公告“${title}” 第 1 版`) })
      .waitFor();
    await editor.page.getByText('已提交审核，等待审核人处理').waitFor();
    await form.waitFor({ state: 'hidden' });
    await editor.context.close();

    const reviewer = await consolePage('reviewer', 'desktop');
    await openEditorial(reviewer.page);
    await reviewer.page.getByRole('button', { name: `打开 ${title} 第 1 版` }).click();
    await reviewer.page.getByText(id, { exact: true }).waitFor();
    await reviewer.page.getByRole('button', { name: '审核通过并发布' }).click();
    await reviewer.page.getByText('已发布，市民页面与搜索已更新').waitFor();
    await reviewer.context.close();

    const citizen = await browser.newContext({ locale: 'zh-CN', reducedMotion: 'reduce' });
    const page = await citizen.newPage();
    await page.goto(url('/public_health'));
    await page.locator(`#notice-${id}`).getByText(title).waitFor();
    await citizen.close();
  }, 120_000);

  for (const [viewport, width] of [
    ['desktop', 1280],
    ['tablet', 768],
  ] as const) {
    it(`shows each tab of the editorial page at ${width} px with no axe violation`, async () => {
      const { context, page } = await consolePage('reviewer', viewport);
      await openEditorial(page);
      for (const [tab, name] of [
        ['待审核与草稿', 'open'],
        ['疾病', 'conditions'],
        ['文章', 'articles'],
        [/^复核到期/, 'overdue'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tabpanel').locator('.ant-table').waitFor();
        await page
          .getByRole('tabpanel')
          .locator('.ant-spin-spinning')
          .waitFor({ state: 'detached' });
        expect(await consoleAxe(page), name).toEqual([]);
        await screenshot(page, `staff-editorial-${name}-${width}`);
      }
      // A version: its form at this width (the draft stays open; no citizen page changes).
      await page.getByRole('tab', { name: '疾病' }).click();
      await page.getByRole('button', { name: '修改 冠心病' }).click();
      await page.getByLabel('一句话简介').waitFor();
      expect(await consoleAxe(page), 'version').toEqual([]);
      await screenshot(page, `staff-editorial-version-${width}`);
      // The new-item form at this width (closed unsaved: nothing is created).
      await page.getByRole('button', { name: '返回列表' }).click();
      await page.getByRole('tab', { name: '公告' }).click();
      await page.getByRole('button', { name: '新建公告' }).click();
      await page.getByRole('dialog', { name: '新建公告' }).getByLabel('编号').waitFor();
      expect(await consoleAxe(page), 'new item').toEqual([]);
      await screenshot(page, `staff-editorial-new-item-${width}`);
      await context.close();
    }, 120_000);
  }
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, url } from './support/browser.js';
import {
  adminHospital,
  CONSOLE_VIEWPORTS,
  consoleAxe,
  staffUrl,
  openConsole,
} from './support/staff.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** Each hospital page, its heading, and what shows once its data has arrived. */
const PAGES: { path: string; heading: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: 'hospital-profile',
    heading: '医院主页',
    ready: (page) => page.getByLabel('医院介绍').waitFor(),
  },
  {
    path: 'departments-doctors',
    heading: '科室与医生',
    ready: (page) => page.getByRole('button', { name: /^修改/ }).first().waitFor(),
  },
  {
    path: 'booking-rules',
    heading: '预约规则',
    ready: (page) => page.getByLabel('放号时间').waitFor(),
  },
  {
    path: 'api-keys',
    heading: '接口密钥',
    ready: (page) => page.locator('.ant-table-tbody').waitFor(),
  },
];

async function adminPage(size: { width: number; height: number }) {
  return openConsole(browser, 'rmyy-admin', size);
}

describe('the hospital administrator’s pages', () => {
  for (const size of Object.values(CONSOLE_VIEWPORTS)) {
    for (const target of PAGES) {
      it(`shows ${target.path} at ${size.width} px`, async () => {
        const { context, page } = await adminPage(size);
        await page.goto(staffUrl(`/${target.path}`));
        await page.getByRole('heading', { level: 1, name: target.heading }).waitFor();
        await target.ready(page);
        // A hospital administrator's hospital is fixed: named, not a choice.
        await page.getByText('青禾县人民医院', { exact: true }).first().waitFor();
        expect(await consoleAxe(page)).toEqual([]);
        await screenshot(page, `staff-${target.path}-${size.width}`);
        await context.close();
      });
    }
  }

  it('lets the bureau pick any hospital, kept in the address', async () => {
    const { context, page } = await openConsole(browser, 'bureau');
    await page.goto(staffUrl('/hospital-profile'));
    await page.getByLabel('医院介绍').waitFor();
    await page.getByRole('combobox', { name: '医院：' }).click();
    // antd draws its options as titled items beside a hidden listbox for screen readers.
    await page.locator('.ant-select-item-option[title="青禾县中医院"]').click();
    await page.getByRole('heading', { level: 2, name: '青禾县中医院' }).waitFor();
    expect(page.url()).toMatch(/[?&]hospital=/);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: '青禾县中医院' }).waitFor();
    expect(await consoleAxe(page)).toEqual([]);
    await screenshot(page, 'staff-hospital-profile-bureau-1280');
    await context.close();
  });

  it('shows a new key once, then lists it by its prefix', async () => {
    const { context, page } = await adminPage(CONSOLE_VIEWPORTS.desktop);
    await page.goto(staffUrl('/api-keys'));
    await page.locator('.ant-table-tbody').waitFor();
    await page.getByRole('button', { name: '新建密钥' }).click();
    const dialog = page.getByRole('dialog', { name: '新密钥（只显示这一次）' });
    const key = (await dialog.locator('code').first().textContent()) ?? '';
    expect(key).toMatch(/^hk_/);
    // Checked once the dialog has finished zooming in: half-transparent text fails contrast.
    await page.waitForFunction(() => {
      const modal = document.querySelector('.ant-modal');
      return !!modal && !/-(enter|appear)/.test(modal.className);
    });
    expect(await consoleAxe(page)).toEqual([]);
    await screenshot(page, 'staff-api-keys-created-1280');
    await dialog.getByRole('button', { name: '我已保存' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`${key.slice(0, 10)}…`).waitFor();
    // Closed, the key is nowhere on the page: it cannot be shown again.
    expect(await page.content()).not.toContain(key);
    await context.close();
  });

  it('shows the hospital’s 放号方式 and sets a department’s own, then restores it', async () => {
    const { context, page } = await adminPage(CONSOLE_VIEWPORTS.desktop);
    // The demo county's 青禾县人民医院 draws its 专家号, five minutes from the release time.
    await page.goto(staffUrl('/booking-rules'));
    await page.getByLabel('放号时间').waitFor();
    expect(await page.getByRole('radio', { name: '抽签', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: '专家' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: '普通' }).isChecked()).toBe(false);
    expect(await page.getByLabel('抽签登记时长（分钟）').inputValue()).toBe('5');
    await page
      .getByText(/放号后 5 分钟内登记的人机会相同/)
      .first()
      .waitFor();
    // First come hides the draw's fields (unsaved: the page is left without saving).
    await page.getByRole('radio', { name: '先到先得' }).check();
    await page.getByLabel('抽签登记时长（分钟）').waitFor({ state: 'hidden' });

    // A clinic first in its category: on the table's first page whatever the ids.
    const name = '皮肤科';
    await page.goto(staffUrl('/departments-doctors'));
    await page.getByRole('tab', { name: '科室' }).click();
    const row = page.getByRole('row').filter({ hasText: name }).first();
    await row.getByText('随医院规则').waitFor();
    const edit = async () => {
      await page.getByRole('button', { name: `修改${name}` }).click();
      const dialog = page.getByRole('dialog', { name: '修改科室' });
      await dialog.getByLabel('科室名称').waitFor();
      return dialog;
    };
    const dialog = await edit();
    await dialog.getByRole('radio', { name: '抽签', exact: true }).check();
    await dialog.getByLabel('抽签登记时长（分钟）').fill('10');
    await dialog.getByText(/放号后 10 分钟内登记的人机会相同/).waitFor();
    expect(await consoleAxe(page)).toEqual([]);
    await screenshot(page, 'staff-department-draw-1280');
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.getByText('科室已修改').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('抽签（10 分钟）').waitFor();

    // Saved: the form opens with it, and 随医院规则 restores the demo as it was.
    const again = await edit();
    expect(await again.getByRole('radio', { name: '抽签', exact: true }).isChecked()).toBe(true);
    expect(await again.getByLabel('抽签登记时长（分钟）').inputValue()).toBe('10');
    await again.getByRole('radio', { name: '随医院规则' }).check();
    await again.getByRole('button', { name: /^保\s?存$/ }).click();
    await again.waitFor({ state: 'hidden' });
    await row.getByText('随医院规则').waitFor();
    await context.close();
  });

  it('adds a notice that the citizen hospital page shows at once', async () => {
    const { context, page } = await adminPage(CONSOLE_VIEWPORTS.desktop);
    await page.goto(staffUrl('/hospital-profile'));
    await page.getByLabel('医院介绍').waitFor();
    const notice = `端到端测试须知 ${Date.now()}：本周六上午门诊照常。`;
    await page.getByRole('button', { name: '添加须知' }).click();
    const fields = page.getByLabel(/^须知 \d+$/);
    await fields.last().fill(notice);
    await page.getByRole('button', { name: '保存医院主页' }).click();
    await page.getByText('医院主页已保存，居民端已更新').waitFor();
    await context.close();

    const citizen = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const view = await citizen.newPage();
    await view.goto(url(`/hospital/detail/${adminHospital()}`));
    await view.getByText(notice).waitFor();
    await screenshot(view, 'staff-hospital-notice-citizen-1280');
    await citizen.close();
  });
});

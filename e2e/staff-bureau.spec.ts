import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newPage, screenshot, url } from './support/browser.js';
import { DEMO, signInContext } from './support/session.js';
import { CONSOLE_VIEWPORTS, consoleAxe, staffUrl, openConsole } from './support/staff.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function bureauPage(viewport: keyof typeof CONSOLE_VIEWPORTS) {
  return openConsole(browser, 'bureau', CONSOLE_VIEWPORTS[viewport]);
}

/** Each bureau page, its h1, and something that shows its data has arrived. */
const PAGES: {
  path: string;
  name: string;
  title: string;
  loaded: (page: Page) => Promise<void>;
}[] = [
  {
    path: '/site-settings',
    name: 'site-settings',
    title: '站点设置',
    loaded: (page) => page.getByLabel('服务热线').waitFor(),
  },
  {
    path: '/access-policy',
    name: 'access-policy',
    title: '页面访问策略',
    loaded: (page) => page.getByRole('cell', { name: 'drug_control' }).waitFor(),
  },
  {
    path: '/citizens',
    name: 'citizens',
    title: '市民账号',
    loaded: async (page) => {
      await page.getByLabel('用户名或完整手机号').fill('zhangsan');
      await page.getByRole('button', { name: /查\s*找/ }).click();
      await page.getByText('当前登录会话').waitFor();
    },
  },
  {
    path: '/staff-accounts',
    name: 'staff-accounts',
    title: '工作人员账号',
    loaded: (page) => page.getByRole('cell', { name: 'rmyy-doctor', exact: true }).waitFor(),
  },
  {
    path: '/sensitive-words',
    name: 'sensitive-words',
    title: '敏感词',
    loaded: (page) => page.getByLabel('新敏感词').waitFor(),
  },
  {
    path: '/audit',
    name: 'audit',
    title: '审计日志',
    loaded: (page) => page.getByText(/共 \d+ 条/).waitFor(),
  },
];

/** A seeded doctor and their hospital, to link a new doctor account to. */
function someDoctor(): { name: string; hospital: string } {
  const db = new Database(inject('portalDb'), { readonly: true });
  try {
    return db
      .prepare(
        'SELECT d.name AS name, h.name AS hospital FROM doctor d JOIN hospital h ON h.id = d.hospital_id ORDER BY d.id LIMIT 1',
      )
      .get() as { name: string; hospital: string };
  } finally {
    db.close();
  }
}

describe('the bureau administrator’s pages', () => {
  for (const [viewport, width] of [
    ['desktop', 1280],
    ['tablet', 768],
  ] as const) {
    it(`opens each page at ${width} px with no axe violation`, async () => {
      const { context, page } = await bureauPage(viewport);
      for (const target of PAGES) {
        await page.goto(staffUrl(target.path));
        await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
        await target.loaded(page);
        expect(await consoleAxe(page), target.path).toEqual([]);
        await screenshot(page, `staff-${target.name}-${width}`);
      }
      await context.close();
    }, 120_000);
  }

  // 我的积分 from 需要登录 to 需要实名认证: the one rule no other journey meets (none opens 我的积分
  // unverified), so journeys running beside this one never see the changed policy.
  it('changes an access rule and an unverified citizen is sent to verify; then sets it back', async () => {
    const { context, page } = await bureauPage('desktop');
    const setPointsRule = async (to: string) => {
      await page.goto(staffUrl('/access-policy'));
      const select = page.getByRole('combobox', { name: 'user_integration 的访问要求' });
      await select.click();
      await page.locator('.ant-select-dropdown:visible').getByText(to, { exact: true }).click();
      await page.getByRole('button', { name: '确认修改' }).click();
      await page.getByText('访问要求已修改').waitFor();
    };
    const citizen = await newPage(browser, 'desktop');
    await signInContext(citizen.context, DEMO.unverified);
    try {
      await setPointsRule('需要实名认证');
      await citizen.page.goto(url('/account/points'));
      await citizen.page.waitForURL(/\/account\/authentication/);
      await screenshot(page, 'staff-access-policy-changed-1280');
    } finally {
      await setPointsRule('需要登录');
      await citizen.context.close();
    }
    const again = await newPage(browser, 'desktop');
    await signInContext(again.context, DEMO.unverified);
    await again.page.goto(url('/account/points'));
    await again.page.getByRole('heading', { level: 1, name: '我的积分' }).waitFor();
    expect(again.page.url()).toMatch(/\/account\/points/);
    await again.context.close();
    await context.close();
  }, 120_000);

  it('creates a doctor account and shows its enrolment link once', async () => {
    const doctor = someDoctor();
    const { context, page } = await bureauPage('desktop');
    await page.goto(staffUrl('/staff-accounts'));
    await page.getByRole('button', { name: '新建账号' }).click();
    const dialog = page.getByRole('dialog', { name: '新建工作人员账号' });
    await dialog.getByLabel('用户名').fill(`e2e-doc-${Date.now() % 100000}`);
    await dialog.getByLabel('姓名').fill('测试医生');
    const pick = async (label: string, option: RegExp, search?: string) => {
      await dialog.getByLabel(label).click();
      if (search) await dialog.getByLabel(label).fill(search);
      await page.locator('.ant-select-dropdown:visible').getByText(option).first().click();
    };
    await pick('角色', /^医生$/);
    await pick('所属医院', new RegExp(`^${doctor.hospital}$`));
    await pick('关联医生', new RegExp(`^${doctor.name}（`), doctor.name);
    await dialog.getByRole('button', { name: '创建并生成开通链接' }).click();
    const link = page.getByRole('textbox', { name: '开通链接' });
    await link.waitFor();
    expect(await link.inputValue()).toMatch(/\/staff\/enrol\?token=[A-Za-z0-9_-]{20,}$/);
    expect(await consoleAxe(page)).toEqual([]);
    await screenshot(page, 'staff-staff-accounts-link-1280');
    await page.getByRole('button', { name: '我已复制，关闭' }).click();
    await page.getByRole('cell', { name: '测试医生' }).first().waitFor();
    await context.close();
  }, 120_000);
});

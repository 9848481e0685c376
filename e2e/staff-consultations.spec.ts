import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import type { ConsultDetail, HospitalDetail } from '@portal/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseURL, launch, screenshot } from './support/browser.js';
import { verifiedCitizen } from './support/register.js';
import {
  adminHospital,
  CONSOLE_VIEWPORTS,
  consoleAxe,
  staffUrl,
  openConsole,
} from './support/staff.js';

let browser: Browser;
let citizenToken = '';

// A mark of this run in every question, so rows of other journeys' questions never match.
const RUN = randomBytes(3).toString('hex');
const ASK_REPLY = `最近两周爬三楼就胸闷气短，休息几分钟能缓解，需要做什么检查？（${RUN}）`;
const ASK_OFFLINE = `血压连续三天在 160/100 左右，头有点晕，要不要马上换药？（${RUN}）`;
const ASK_TRANSFER = `晚上经常睡不着，白天头痛，心脏检查都正常，该看哪个科？（${RUN}）`;
const PHRASE = `建议低盐低脂饮食，规律作息，避免剧烈运动。${RUN}`;
const ANSWER = '您的症状需要先做心电图和心脏彩超。';
const OFFLINE_NOTE = '血压偏高且有头晕，请尽快到心血管内科门诊面诊调整用药。';
const ids: Record<'reply' | 'offline' | 'transfer', string> = {
  reply: '',
  offline: '',
  transfer: '',
};
// Another department of the hospital to pass a question to, as the console labels it.
let elsewhere = { name: '', label: '' };

// The smallest valid PNG (1×1), so the thread shows an image that really decodes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const citizenApi = (path: string, init?: RequestInit) =>
  fetch(`${baseURL()}${path}?user=${encodeURIComponent(citizenToken)}`, init);

async function ask(departmentId: string, text: string, imageIds: string[] = []) {
  const res = await citizenApi('/api/consultations', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomBytes(8).toString('hex'),
    },
    body: JSON.stringify({ departmentId, patientId: 'self', text, public: false, imageIds }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

async function citizenThread(id: string) {
  const res = await citizenApi(`/api/consultations/${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ConsultDetail;
}

/** Moves a question's queue time back, as if it had waited `hours` (the overdue marks count from it). */
function age(id: string, hours: number) {
  const db = new Database(inject('portalDb'));
  try {
    const at = new Date(Date.now() - hours * 3_600_000).toISOString();
    db.prepare('UPDATE consultation SET queued_at = ? WHERE id = ?').run(at, id);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function inbox(size: { width: number; height: number }) {
  const { context, page } = await openConsole(browser, 'rmyy-doctor', size);
  await page.goto(staffUrl('/consultations'));
  await page.getByRole('heading', { level: 1, name: '患者咨询' }).waitFor();
  return { context, page };
}

const tab = (page: Page, name: RegExp) => page.getByRole('tabpanel', { name });
const rowOf = (page: Page, panel: RegExp, text: string) =>
  tab(page, panel)
    .getByRole('row')
    .filter({ hasText: text.slice(0, 12) });
const thread = (page: Page) => page.getByRole('dialog', { name: '咨询详情' });

async function openThread(page: Page, panel: RegExp, text: string) {
  await page.getByRole('tab', { name: panel }).click();
  const row = rowOf(page, panel, text);
  await expect.poll(() => row.count()).toBe(1);
  await row.getByRole('button', { name: /^查看咨询/ }).click();
  await thread(page).getByText(text).waitFor();
  return row;
}

/** Chooses an option of the open page's antd Select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .click();
  // Closed again: axe would find antd's open list without a name of its own.
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

describe('患者咨询 in the console', () => {
  it('takes three questions asked through the citizen API to the demo doctor’s department', async () => {
    citizenToken = (await verifiedCitizen('郑咨询')).token;
    const hospital = (await (
      await fetch(`${baseURL()}/api/hospitals/${adminHospital()}`)
    ).json()) as HospitalDetail;
    const cardiology = hospital.departments.find((d) => d.name === '心血管内科')!;
    expect(cardiology).toBeDefined();
    const other = hospital.departments.find((d) => d.parentId && d.id !== cardiology.id)!;
    elsewhere = { name: other.name, label: `${other.category} / ${other.name}` };

    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'chest.png');
    const upload = await citizenApi('/api/upload/consult-image', { method: 'POST', body: form });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const { id: imageId } = (await upload.json()) as { id: string };

    ids.reply = await ask(cardiology.id, ASK_REPLY, [imageId]);
    ids.offline = await ask(cardiology.id, ASK_OFFLINE);
    ids.transfer = await ask(cardiology.id, ASK_TRANSFER);
    // Not 48: a department's question expires then (the clock's job), so it would leave the box.
    age(ids.transfer, 30);
  });

  it('lets the doctor take one, insert a saved phrase and answer it (1280 px)', async () => {
    const { context, page } = await inbox(CONSOLE_VIEWPORTS.desktop);
    const menu = page.getByRole('navigation', { name: '工作台菜单' });
    expect(await menu.getByRole('link', { name: '患者咨询' }).count()).toBe(1);

    const department = /^科室待接诊/;
    const row = rowOf(page, department, ASK_REPLY);
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toMatch(/[男女] \d+岁/);
    expect(await row.getByRole('img', { name: '1 条未读' }).count()).toBe(1);
    expect(await row.innerText()).toContain('待回复');
    expect(await row.innerText()).not.toContain('超过');
    await expect
      .poll(() => rowOf(page, department, ASK_TRANSFER).innerText())
      .toContain('超过24小时');
    expect(await consoleAxe(page)).toEqual([]);
    await screenshot(page, 'staff-consultations-1280');

    // A saved phrase of this doctor's own.
    await page.getByRole('button', { name: '管理常用语' }).click();
    const phrases = page.getByRole('dialog', { name: '常用语' });
    await phrases.getByLabel('新的常用语').fill(PHRASE);
    await phrases.getByRole('button', { name: /添\s*加/ }).click();
    await phrases.getByText(PHRASE).waitFor();
    await page.keyboard.press('Escape');

    await openThread(page, department, ASK_REPLY);
    const drawer = thread(page);
    // The patient's image, read with the staff session's cookie.
    const image = drawer.getByRole('img', { name: '患者上传的图片 1' });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    await drawer.getByText('尚未接诊').waitFor();
    await drawer.getByRole('button', { name: /接\s*诊/ }).click();
    await expect.poll(() => drawer.getByRole('button', { name: /接\s*诊/ }).count()).toBe(0);
    expect(await drawer.getByText('仅供参考，不能替代面诊', { exact: false }).count()).toBe(1);

    await drawer.getByLabel('回复患者').fill(ANSWER);
    await choose(page, '插入常用语', PHRASE);
    expect(await drawer.getByLabel('回复患者').inputValue()).toBe(`${ANSWER}${PHRASE}`);
    expect(await consoleAxe(page)).toEqual([]);
    // The 已接诊 notice would cover the thread's title in the picture.
    await expect.poll(() => page.locator('.ant-message-notice').count()).toBe(0);
    await screenshot(page, 'staff-consultations-thread-1280');
    await drawer.getByRole('button', { name: /发\s*送/ }).click();
    await expect.poll(() => drawer.locator('li').last().innerText()).toContain(PHRASE);

    // The answered question sits in 我的咨询 now.
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: /^我的咨询/ }).click();
    const mine = rowOf(page, /^我的咨询/, ASK_REPLY);
    await expect.poll(() => mine.innerText()).toContain('已回复');

    // A phrase goes as it came: from the 常用语 drawer.
    await page.getByRole('button', { name: '管理常用语' }).click();
    await phrases.getByRole('button', { name: `删除常用语：${PHRASE}` }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect.poll(() => phrases.getByText(PHRASE).count()).toBe(0);
    await context.close();

    const answered = await citizenThread(ids.reply);
    expect(answered.status).toBe('answered');
    expect(answered.messages.map((m) => [m.from, m.text])).toEqual([
      ['patient', ASK_REPLY],
      ['doctor', `${ANSWER}${PHRASE}`],
    ]);
  });

  it('advises a visit with a note, passes another to a second department (768 px)', async () => {
    const { context, page } = await inbox(CONSOLE_VIEWPORTS.tablet);
    const department = /^科室待接诊/;
    await expect.poll(() => rowOf(page, department, ASK_OFFLINE).count()).toBe(1);
    // The menu folds away below 992 px (once antd has measured the window).
    await expect
      .poll(() => page.getByRole('navigation', { name: '工作台菜单' }).isVisible())
      .toBe(false);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(await consoleAxe(page)).toEqual([]);
    await screenshot(page, 'staff-consultations-768');

    await openThread(page, department, ASK_OFFLINE);
    const drawer = thread(page);
    expect(await consoleAxe(page)).toEqual([]);
    await screenshot(page, 'staff-consultations-thread-768');
    await drawer.getByRole('button', { name: '建议线下就诊' }).click();
    const closing = page.getByRole('dialog', { name: '建议线下就诊' });
    await closing.getByLabel('给患者的说明（选填）').fill(OFFLINE_NOTE);
    await closing.getByRole('button', { name: '确认结束咨询' }).click();
    await drawer.getByText('已关闭').first().waitFor();
    expect(await drawer.getByLabel('回复患者').count()).toBe(0);
    await page.keyboard.press('Escape');

    await openThread(page, department, ASK_TRANSFER);
    await thread(page).getByRole('button', { name: '转科室' }).click();
    const transfer = page.getByRole('dialog', { name: '转科室' });
    await choose(page, '转至科室', elsewhere.label);
    await transfer.getByRole('button', { name: /转\s*出/ }).click();
    // The doctor may no longer read it: the thread closes and the row leaves the box.
    await expect.poll(() => thread(page).isVisible()).toBe(false);
    await expect.poll(() => rowOf(page, department, ASK_TRANSFER).count()).toBe(0);

    await page.getByRole('tab', { name: '已结束' }).click();
    await expect.poll(() => rowOf(page, /^已结束/, ASK_OFFLINE).count()).toBe(1);
    await context.close();

    const offline = await citizenThread(ids.offline);
    expect([offline.status, offline.closeReason]).toEqual(['closed', 'offline']);
    expect(offline.messages.at(-1)?.text).toBe(OFFLINE_NOTE);
    const moved = await citizenThread(ids.transfer);
    expect(moved.status).toBe('waiting');
    expect(moved.departmentName).toBe(elsewhere.name);
  });

  it('shows the server’s refusal and the new state when the patient closed it meanwhile', async () => {
    const { context, page } = await inbox(CONSOLE_VIEWPORTS.desktop);
    await openThread(page, /^我的咨询/, ASK_REPLY);
    const drawer = thread(page);
    await drawer.getByLabel('回复患者').fill('补充：检查前一天请勿饮酒。');
    const closed = await citizenApi(`/api/consultations/${ids.reply}/close`, { method: 'POST' });
    expect(closed.status, await closed.clone().text()).toBe(200);
    await drawer.getByRole('button', { name: /发\s*送/ }).click();
    await page.getByText('这条咨询已关闭或已过期，不能再处理').waitFor();
    // Refetched: the thread shows it closed and offers no reply box.
    await expect.poll(() => drawer.getByLabel('回复患者').count()).toBe(0);
    expect(await drawer.getByText('患者结束').count()).toBe(1);
    await context.close();
  });
});

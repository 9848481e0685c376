import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mainlandIdCheckChar } from '@portal/contract';
import { baseURL, launch, newPage, screenshot, url } from './support/browser.js';
import { createHospitalKey, sendFeed } from './support/hospital-system.js';
import { expectAccessiblePage } from './support/page-checks.js';
import { registerAccount } from './support/register.js';
import { signInContext } from './support/session.js';
import { smsCodeFromLog } from './support/sms.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** A well-formed mainland ID number nobody holds (random: journey files run two at once). */
function idNumber(birth = '19560412'): string {
  const first17 = `330102${birth}${String(randomInt(0, 1000)).padStart(3, '0')}`;
  return first17 + mainlandIdCheckChar(first17);
}

async function api(token: string, path: string, body?: Record<string, string>) {
  const res = await fetch(`${baseURL()}${path}${path.includes('?') ? '&' : '?'}user=${token}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(body ? { body: new URLSearchParams(body).toString() } : {}),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/** A new account, signed in and verified through the API as the identity page would do it. */
async function verifiedAccount(name: string, idNo: string) {
  const account = await registerAccount();
  const login = (await (
    await fetch(`${baseURL()}/api/chk_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: account.phone, password: account.password }),
    })
  ).json()) as { token: string };
  await api(login.token, '/api/zlb.do_identity.html', {
    name,
    type: '01',
    idno: idNo,
    phone: account.phone,
  });
  return { ...account, token: login.token };
}

/** A lab report for the person, as a hospital's system sends it. */
function labReport(idNo: string, name: string) {
  return {
    reportId: `RC-${randomInt(1e8, 1e9)}`,
    type: 'lab',
    patient: { idNo, name },
    title: '血常规',
    reportedAt: new Date().toISOString(),
    items: [
      { code: 'WBC', name: '白细胞计数', result: '6.1', unit: '10^9/L', low: 3.5, high: 9.5 },
    ],
  };
}

const reportsHeadingText = (page: Page) => page.locator('main').innerText();

describe('查看家人的健康记录需要其同意', () => {
  it('shows how to ask, grants by a code to the phone on file, and ends at withdrawal', async () => {
    // 孙秀英 has a card at the county hospital with her own phone on file, and a report there.
    const motherId = idNumber();
    const phoneOnFile = `135${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    const hospitals = (await (await fetch(`${baseURL()}/api/hospitals?pageSize=20`)).json()) as {
      list: { id: string; name: string }[];
    };
    const hospital = hospitals.list.find((h) => h.name === '青禾县人民医院')!;
    const key = createHospitalKey(hospital.id);
    await sendFeed(key, '/api/ingest/cards', {
      cards: [
        {
          idType: '01',
          idNo: motherId,
          cardNo: `RC${randomInt(1e7, 1e8)}`,
          kind: 'visit',
          phone: phoneOnFile,
        },
      ],
    });
    await sendFeed(key, '/api/ingest/reports', { reports: [labReport(motherId, '孙秀英')] });

    // Her son adds her as a family member with her name, ID number and a phone he types.
    const son = await verifiedAccount('周建华', idNumber('19820305'));
    const typedPhone = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    const member = (await api(son.token, '/api/family', {
      name: '孙秀英',
      type: '01',
      idno: motherId,
      phone: typedPhone,
      relation: '父母',
    })) as { id: string };

    for (const elder of [false, true]) {
      const { context, page } = await newPage(browser, elder ? 'phone' : 'desktop', elder);
      await signInContext(context, { username: son.phone, password: son.password });
      await page.goto(url(`/account/report?patient=${member.id}`));
      const notice = page.getByText('查看孙秀英的报告、健康档案和就诊卡，需要其本人同意');
      await expect.poll(() => notice.count()).toBe(1);
      await expect.poll(() => page.getByText('需本人同意').count()).toBeGreaterThan(0);
      await expectAccessiblePage(page, 'record-consent-needed', {
        elder,
        viewport: elder ? 'phone' : 'desktop',
      });
      await context.close();
    }

    const { context, page } = await newPage(browser, 'phone');
    await signInContext(context, { username: son.phone, password: son.password });
    await page.goto(url('/account/authentication'));
    await page.getByRole('button', { name: '获取 孙秀英 的同意' }).click();
    const dialog = page.getByRole('dialog', { name: '获取孙秀英的同意' });
    await dialog.getByRole('button', { name: '发送验证码' }).click();
    await expect
      .poll(() =>
        dialog
          .getByRole('status')
          .innerText()
          .catch(() => ''),
      )
      .toContain(`验证码已发送至 ${phoneOnFile.slice(0, 3)}****${phoneOnFile.slice(-4)}`);
    await screenshot(page, 'record-consent-dialog-standard-phone');
    // The code went to the phone the hospital has on file, never to the one the son typed.
    const code = await smsCodeFromLog(phoneOnFile);
    await dialog.getByRole('textbox', { name: '短信验证码' }).fill(code);
    await dialog.getByRole('button', { name: '确认同意' }).click();
    await expect.poll(() => page.getByText('已同意您查看').count()).toBe(1);

    await page.goto(url(`/account/report?patient=${member.id}`));
    await expect.poll(() => reportsHeadingText(page)).toContain('青禾县人民医院');
    await expect.poll(() => page.getByText('血常规').count()).toBeGreaterThan(0);
    await context.close();

    // She verifies her own account, sees who may read her records, and withdraws it.
    const mother = await verifiedAccount('孙秀英', motherId);
    for (const elder of [false, true]) {
      const viewport = elder ? 'phone' : 'desktop';
      const own = await newPage(browser, viewport, elder);
      await signInContext(own.context, { username: mother.phone, password: mother.password });
      await own.page.goto(url('/account/authentication'));
      const section = own.page.getByRole('list', { name: '谁可以查看我的健康记录' });
      await expect.poll(() => section.innerText().catch(() => '')).toContain('把您添加为「父母」');
      await expectAccessiblePage(own.page, 'record-access', { elder, viewport });
      if (elder) {
        await section.getByRole('button', { name: '撤回' }).click();
        await own.page.getByRole('dialog').getByRole('button', { name: '撤回' }).click();
        await expect
          .poll(() => own.page.getByText('目前没有其他账号可以查看您的健康记录').count())
          .toBe(1);
      }
      await own.context.close();
    }

    const after = await newPage(browser, 'desktop');
    await signInContext(after.context, { username: son.phone, password: son.password });
    await after.page.goto(url(`/account/report?patient=${member.id}`));
    await expect
      .poll(() =>
        after.page.getByText('查看孙秀英的报告、健康档案和就诊卡，需要其本人同意').count(),
      )
      .toBe(1);
    await after.context.close();
  });
});

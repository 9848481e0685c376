import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mainlandIdCheckChar } from '@portal/contract';
import { SITE_NAME, baseURL, launch, newPage, screenshot, url } from './support/browser.js';
import { createHospitalKey, sendFeed } from './support/hospital-system.js';
import { expectAccessiblePage } from './support/page-checks.js';
import { verifiedCitizen } from './support/register.js';
import { smsCodeFromLog } from './support/sms.js';
import { DEMO, signInContext } from './support/session.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page) => page.locator('main h1').first().textContent();

/** A well-formed mainland ID number nobody holds (random: journey files run two at once). */
function idNumber(): string {
  const first17 = `33010219780921${String(randomInt(0, 1000)).padStart(3, '0')}`;
  return first17 + mainlandIdCheckChar(first17);
}

describe('绑定就诊卡', () => {
  it('binds a card the hospital sent by its number, unbinds it, and binds it again by SMS code', async () => {
    const idNo = idNumber();
    const account = await verifiedCitizen('钱卡卡', idNo);
    const hospitals = (await (await fetch(`${baseURL()}/api/hospitals?pageSize=20`)).json()) as {
      list: { id: string; name: string }[];
    };
    const hospital = hospitals.list.find((h) => h.name === '青禾县中医院')!;
    const cardNo = `ZY${randomInt(1e7, 1e8)}`;
    // The phone the person gave the hospital years ago, not the account's.
    const hospitalPhone = `135${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    await sendFeed(createHospitalKey(hospital.id), '/api/ingest/cards', {
      cards: [{ idType: '01', idNo, cardNo, kind: 'visit', phone: hospitalPhone }],
    });

    const { context, page } = await newPage(browser, 'phone');
    await signInContext(context, { username: account.phone, password: account.password });
    await page.goto(url('/account/bindcard'));
    await expect.poll(() => heading(page)).toBe('绑定就诊卡');
    await expect.poll(() => page.title()).toBe(`绑定就诊卡 - ${SITE_NAME}`);
    const waiting = page.getByRole('list', { name: '尚未绑定的卡' });
    await expect.poll(() => waiting.innerText()).toContain(`青禾县中医院`);
    expect(await waiting.innerText()).toContain(`****${cardNo.slice(-4)}`);

    await page.getByRole('textbox', { name: '证件号码', exact: true }).fill(idNo);
    await page.getByRole('textbox', { name: '卡号', exact: true }).fill('WRONG-1');
    await page.getByRole('button', { name: '绑定', exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .first()
          .innerText()
          .catch(() => ''),
      )
      .toContain('没有找到与该证件和卡号相符的卡，请核对卡号');
    await page.getByRole('textbox', { name: '卡号', exact: true }).fill(cardNo);
    await page.getByRole('button', { name: '绑定', exact: true }).click();
    const bound = page.getByRole('list', { name: '已绑定的卡' });
    await expect.poll(() => bound.innerText().catch(() => '')).toContain(`卡号 ${cardNo}`);
    // The two lists come from separate queries; the second may re-render a moment later.
    await expect.poll(() => page.getByRole('list', { name: '尚未绑定的卡' }).count()).toBe(0);
    await screenshot(page, 'bindcard-bound-phone');

    await bound.getByRole('button', { name: '解除绑定' }).click();
    const dialog = page.getByRole('dialog', { name: '解除绑定' });
    expect(await dialog.innerText()).toContain(cardNo);
    await dialog.getByRole('button', { name: '解除绑定' }).click();
    await expect.poll(() => page.getByRole('list', { name: '已绑定的卡' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('list', { name: '尚未绑定的卡' }).count()).toBe(1);

    // Without the card at hand: the phone the hospital has on file and a code sent to it.
    await page.getByRole('radio', { name: '预留手机号绑定' }).check();
    await page.getByRole('textbox', { name: '证件号码', exact: true }).fill(idNo);
    expect(await page.getByRole('textbox', { name: '姓名', exact: true }).inputValue()).toBe(
      '钱卡卡',
    );
    await page.getByRole('textbox', { name: '医院预留的手机号', exact: true }).fill(hospitalPhone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    const code = await smsCodeFromLog(hospitalPhone);
    await page.getByRole('textbox', { name: '短信验证码', exact: true }).fill(code);
    await page.getByRole('button', { name: '绑定', exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: '已绑定的卡' })
          .innerText()
          .catch(() => ''),
      )
      .toContain(`卡号 ${cardNo}`);
    await context.close();
  });

  it("shows 张三's electronic health card as a QR code that renews, and his father's cards", async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signInContext(context, DEMO.verified);
    await page.goto(url('/account/bindcard'));
    const bound = page.getByRole('list', { name: '已绑定的卡' });
    await expect.poll(() => bound.innerText().catch(() => '')).toContain('电子健康卡');
    await bound.getByRole('button', { name: '出示二维码' }).click();
    const dialog = page.getByRole('dialog', { name: '电子健康卡' });
    const qr = dialog.getByRole('img', { name: /电子健康卡 EHC330100001 的二维码/ });
    await expect.poll(() => qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    await expect.poll(() => dialog.getByRole('status').innerText()).toMatch(/二维码 \d+ 秒内有效/);
    await screenshot(page, 'bindcard-qr-desktop');
    await dialog.getByRole('button', { name: '完成' }).click();

    await page.getByRole('radio', { name: /张建国/ }).check();
    await expect.poll(() => page.locator('#cards-bound').innerText()).toContain('张建国（父母）');
    expect(await page.getByRole('list', { name: '尚未绑定的卡' }).innerText()).toContain(
      '可用卡号或医院预留的手机号绑定',
    );
    await context.close();
  });
});

describe('健康档案', () => {
  it("reads 张三's record, then his father's follow-ups with flags in words", async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signInContext(context, DEMO.verified);
    await page.goto(url('/account/health_profile'));
    await expect.poll(() => heading(page)).toBe('健康档案');
    await expect.poll(() => page.title()).toBe(`健康档案 - ${SITE_NAME}`);
    const main = page.locator('main');
    await expect.poll(() => main.innerText()).toContain('青霉素');
    expect(await main.innerText()).toContain('没有纳入慢性病管理的疾病');

    await page.getByRole('radio', { name: /张建国/ }).check();
    const visits = page.getByRole('list', { name: '高血压随访记录' });
    await expect.poll(() => visits.locator('> li').count()).toBeGreaterThanOrEqual(4);
    expect(await visits.innerText()).toContain('↑ 偏高');
    expect(await page.getByRole('list', { name: '2 型糖尿病随访记录' }).innerText()).toContain(
      'mmol/L',
    );
    expect(await page.getByRole('region', { name: '老年人健康体检' }).innerText()).toContain(
      '结论：',
    );
    const doctor = page.getByRole('region', { name: '家庭医生签约' });
    expect(await doctor.innerText()).toContain('城东社区家庭医生第 3 团队');
    expect(await doctor.getByRole('link', { name: '0999-6631203' }).getAttribute('href')).toBe(
      'tel:0999-6631203',
    );
    await screenshot(page, 'health-profile-father-desktop');
    await context.close();
  });
});

describe('accessibility of 绑定就诊卡 and 健康档案 (axe, WCAG 2.2 AA)', () => {
  for (const elder of [false, true]) {
    it(`passes axe and the scripted checks in ${elder ? 'elder' : 'standard'} mode`, async () => {
      for (const viewport of ['desktop', 'phone'] as const) {
        const { context, page } = await newPage(browser, viewport, elder);
        await signInContext(context, DEMO.verified);
        await page.goto(url('/account/bindcard'));
        await page.getByRole('list', { name: '已绑定的卡' }).waitFor();
        await expectAccessiblePage(page, 'bindcard', { elder, viewport });
        await page.goto(url('/account/health_profile'));
        await page.getByRole('radio', { name: /张建国/ }).check();
        await page.getByRole('list', { name: '高血压随访记录' }).waitFor();
        await expectAccessiblePage(page, 'health-profile', { elder, viewport });
        await context.close();
      }
    });
  }
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { HospitalDetail, HospitalPage, Schedule, Slot } from '@portal/contract';
import { expectAccessiblePage } from './support/page-checks.js';
import {
  SITE_NAME,
  axeViolations,
  baseURL,
  launch,
  newPage,
  screenshot,
  url,
} from './support/browser.js';
import { verifiedCitizen } from './support/register.js';
import { DEMO, signInContext } from './support/session.js';

let browser: Browser;
// Open schedules of the demo county with a free slot each, read through the public API.
const bookable: { schedule: Schedule; slot: Slot }[] = [];
let full: Schedule | undefined;

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  browser = await launch();
  const list = await get<HospitalPage>('/api/hospitals?pageSize=100');
  const hospital = await get<HospitalDetail>(`/api/hospitals/${list.list[0]!.id}`);
  for (const d of hospital.departments.filter((x) => x.parentId !== null)) {
    const week = await get<Schedule[]>(`/api/schedules?departmentId=${d.id}`);
    full ??= week.find((s) => s.state === 'full');
    for (const schedule of week.filter((s) => s.state === 'open')) {
      const slot = (await get<Slot[]>(`/api/schedules/${schedule.id}/slots`)).find(
        (s) => s.remaining > 0,
      );
      if (slot) bookable.push({ schedule, slot });
    }
    if (bookable.length >= 6 && full) break;
  }
  // The family member's booking (index 1) must still be cancellable in My appointments.
  const free = bookable.findIndex(
    (b, i) => i > 0 && Date.parse(b.schedule.cancelDeadline) > Date.now(),
  );
  const [later] = bookable.splice(free, 1);
  bookable.splice(1, 0, later!);
});

afterAll(async () => {
  await browser?.close();
});

const confirmPath = (i: number) =>
  `/register/confirm?schedule=${bookable[i]!.schedule.id}&slot=${bookable[i]!.slot.id}`;
const h1 = (page: Page) => page.locator('main h1').first().textContent();

async function book(page: Page, patient: RegExp) {
  await page.getByRole('radio', { name: patient }).check();
  await page.getByRole('button', { name: '确认预约' }).click();
  const done = page.getByRole('region', { name: '预约成功' });
  await done.waitFor();
  return done;
}

describe('confirming a booking', () => {
  it('books for oneself: queue number, pickup code, calendar file and a copy', async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInContext(context, DEMO.verified);
    await page.goto(url(confirmPath(0)));
    await expect.poll(() => h1(page)).toBe('确认预约');
    await expect.poll(() => page.title()).toBe(`确认预约 - ${SITE_NAME}`);
    const visit = page.getByRole('region', { name: '就诊信息' });
    expect(await visit.innerText()).toContain(bookable[0]!.schedule.hospitalName);
    expect(await visit.innerText()).toContain('免费取消截止');

    const done = await book(page, /本人/);
    const text = await done.innerText();
    expect(text).toMatch(/取号密码 \d{8}/);
    expect(text).toMatch(/就诊序号 \d+ 号/);
    await screenshot(page, 'booking-done-standard-desktop');

    const href = await done.getByRole('link', { name: /加入日历/ }).getAttribute('href');
    const ics = await page.request.get(`${baseURL()}${href}`);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');

    await done.getByRole('button', { name: '复制预约信息' }).click();
    await expect.poll(() => done.getByRole('status').textContent()).toBe('已复制预约信息');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/取号密码 \d{8}/);
    await context.close();
  });

  it('states the refusal in words when the same patient books the same schedule again', async () => {
    const { context, page } = await newPage(browser);
    await signInContext(context, DEMO.verified);
    await page.goto(url(confirmPath(0)));
    await page.getByRole('radio', { name: /本人/ }).check();
    await page.getByRole('button', { name: '确认预约' }).click();
    const alert = page.getByRole('alert').filter({ hasText: '返回选择其他号源' });
    await alert.waitFor();
    expect((await alert.innerText()).length).toBeGreaterThan(6);
    expect(await alert.getByRole('link', { name: '返回选择其他号源' }).count()).toBe(1);
    expect(await page.getByRole('region', { name: '预约成功' }).count()).toBe(0);
    await context.close();
  });

  it('books for a family member', async () => {
    const { context, page } = await newPage(browser);
    await signInContext(context, DEMO.verified);
    await page.goto(url(confirmPath(1)));
    const done = await book(page, /张建国/);
    // Names are masked (张*国); the patient shown is not the account holder.
    const patient = await done
      .locator('.booking-fact')
      .filter({ has: page.locator('dt', { hasText: /^就诊人$/ }) })
      .innerText();
    expect(patient).toMatch(/张.*国/);
    expect(patient).not.toContain('本人');
    await context.close();
  });

  it('sends an account without a verified identity to verification first', async () => {
    const { context, page } = await newPage(browser);
    await signInContext(context, DEMO.unverified);
    await page.goto(url(confirmPath(2)));
    await page.waitForURL(/authentication/);
    // Once verified, the person goes on to the booking they were making.
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(confirmPath(2));
    await context.close();
  });
});

describe('my appointments', () => {
  it('lists the bookings, cancels one after a confirmation that states the deadline', async () => {
    const { context, page } = await newPage(browser);
    await signInContext(context, DEMO.verified);
    await page.goto(url('/account/register'));
    await expect.poll(() => h1(page)).toBe('我的预约');
    const open = page.getByRole('list', { name: '待就诊的预约' });
    await expect.poll(() => open.locator('> li').count()).toBe(2);
    const card = open.locator('> li').filter({ hasNotText: '本人' });
    await card.first().getByRole('button', { name: '取消预约' }).click();
    const dialog = page.getByRole('dialog', { name: '取消预约' });
    expect(await dialog.innerText()).toMatch(/\d+月\d+日 \d\d:\d\d 前可以免费取消/);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '确认取消' }).click();
    await expect.poll(() => open.locator('> li').count()).toBe(1);
    await page.getByRole('tab', { name: '已取消' }).click();
    const cancelled = page.getByRole('list', { name: '已取消的预约' });
    await expect.poll(() => cancelled.locator('> li').count()).toBe(1);
    expect(await cancelled.innerText()).toContain('状态：已取消');
    await context.close();
  });
});

describe('empty states', () => {
  it('says what is empty and offers the next step: 去预约, then the choice to make', async () => {
    const { context, page } = await newPage(browser, 'phone', true);
    await signInContext(context, await verifiedCitizen('钱空空'));
    await page.goto(url('/account/register'));
    await expect.poll(() => h1(page)).toBe('我的预约');
    const empty = page.locator('main .empty');
    await expect.poll(() => empty.innerText()).toContain('没有待就诊的预约');
    // Words and a way on, no hollow circle that reads as a broken image.
    expect(await empty.innerText()).not.toContain('○');
    await screenshot(page, 'booking-appointments-empty-elder-phone');
    const next = empty.getByRole('link', { name: '去预约' });
    // A main control in elder mode: the kit's 60 px button (the page's link rule made it 44).
    expect((await next.boundingBox())!.height).toBeGreaterThanOrEqual(60);
    await next.click();
    await expect.poll(() => h1(page)).toBe('预约挂号');
    const hint = page.locator('main .empty').first();
    await expect.poll(() => hint.innerText()).toContain('还没有选择医院和科室');
    expect(await hint.innerText()).not.toContain('○');
    await screenshot(page, 'booking-register-empty-elder-phone');
    await context.close();
  });
});

describe('the waiting list', () => {
  it('joins a full schedule’s waiting list and leaves it from My appointments', async () => {
    const { context, page } = await newPage(browser);
    await signInContext(context, DEMO.verified);
    await page.goto(url(`/register/confirm?schedule=${full!.id}&waitlist=1`));
    await expect.poll(() => h1(page)).toBe('加入候补');
    await page.getByRole('radio', { name: /本人/ }).check();
    await page.getByRole('button', { name: '加入候补' }).click();
    await page.getByRole('region', { name: '已加入候补' }).waitFor();

    await page.getByRole('link', { name: '我的预约' }).last().click();
    await page.getByRole('tab', { name: '候补' }).click();
    const entries = page.getByRole('list', { name: '候补记录' });
    await expect.poll(() => entries.innerText()).toContain('状态：候补中');
    await entries.getByRole('button', { name: '退出候补' }).click();
    const dialog = page.getByRole('dialog', { name: '退出候补' });
    await dialog.getByRole('button', { name: '确认退出' }).click();
    await expect.poll(() => entries.innerText()).toContain('状态：已退出候补');
    await context.close();
  });
});

describe('accessibility of the booking pages (axe, WCAG 2.2 AA)', () => {
  const pages = [
    { name: 'confirm', path: () => confirmPath(2), ready: 'input[type=radio]' },
    { name: 'appointments', path: () => '/account/register', ready: '[role=tab]' },
    {
      name: 'waitlist',
      path: () => `/register/confirm?schedule=${full!.id}&waitlist=1`,
      ready: 'input[type=radio]',
    },
  ];
  for (const elder of [false, true])
    for (const p of pages) {
      it(`${p.name} in ${elder ? 'elder' : 'standard'} mode passes axe and the scripted checks`, async () => {
        for (const viewport of ['desktop', 'phone'] as const) {
          const { context, page } = await newPage(browser, viewport, elder);
          await signInContext(context, DEMO.verified);
          await page.goto(url(p.path()));
          await page.locator(p.ready).first().waitFor();
          await expectAccessiblePage(page, `booking-${p.name}`, { elder, viewport });
          // Each person reads 姓名（关系） on one line (a squeezed label broke it a character
          // a line on an elder-mode phone, which axe does not see).
          if (p.ready === 'input[type=radio]') {
            const lines = await page.locator('.person-picker__who').evaluateAll((els) =>
              els.map((el) => {
                const range = document.createRange();
                range.selectNodeContents(el);
                return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
              }),
            );
            expect(lines.length).toBeGreaterThan(0);
            expect(lines.every((n) => n === 1)).toBe(true);
            // The kit's large radio, drawn with a 2 px ring, not the browser's thin grey circle.
            const radios = await page
              .locator('.person-picker input[type=radio]')
              .evaluateAll((els) =>
                els.map((el) => {
                  const style = getComputedStyle(el);
                  return {
                    size: el.getBoundingClientRect().width,
                    drawn: style.appearance === 'none' && parseFloat(style.borderTopWidth) >= 2,
                  };
                }),
              );
            expect(radios.every((r) => r.drawn)).toBe(true);
            expect(Math.min(...radios.map((r) => r.size))).toBeGreaterThanOrEqual(elder ? 24 : 20);
          }
          await context.close();
        }
      });
    }
});

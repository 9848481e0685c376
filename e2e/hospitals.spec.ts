import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { HospitalDetail, HospitalPage, Schedule } from '@portal/contract';
import { clockRangeLines } from './support/clock-ranges.js';
import { expectSoundLayout, linesOf } from './support/layout-checks.js';
import { expectAccessiblePage } from './support/page-checks.js';
import { SITE_NAME, baseURL, launch, newPage, scriptsRunning, url } from './support/browser.js';

let browser: Browser;
// Real ids from the demo county, read through the public API as any visitor could.
let hospital: HospitalDetail;
let departmentId: string;
let doctor: { id: string; name: string };
// An open schedule of that department, for the booking index.
let open: Schedule;
let total: number;

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  browser = await launch();
  const list = await get<HospitalPage>('/api/hospitals?pageSize=100');
  total = list.total;
  const first = list.list.find((h) => h.name.includes('人民医院'))!;
  hospital = await get<HospitalDetail>(`/api/hospitals/${first.id}`);
  // The first clinic whose week has a named doctor.
  for (const d of hospital.departments.filter((x) => x.parentId !== null)) {
    const week = await get<Schedule[]>(`/api/schedules?departmentId=${d.id}`);
    const named = week.find((s) => s.doctorId);
    const bookable = week.find((s) => s.state === 'open');
    if (named && bookable) {
      open = bookable;
      departmentId = d.id;
      doctor = { id: named.doctorId!, name: named.doctorName! };
      break;
    }
  }
});

afterAll(async () => {
  await browser?.close();
});

const h1 = (page: Page) => page.locator('main h1').first().textContent();

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

describe('hospitals, departments and doctors', () => {
  it('browses list → filter → detail → department schedule → doctor', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/hospital/list'));
    // The list arrives rendered; its filters work once the browser's render has replaced it.
    await scriptsRunning(page);
    await expect.poll(() => h1(page)).toBe('医院介绍');
    await expect.poll(() => page.title()).toBe(`医院介绍 - ${SITE_NAME}`);
    const cards = page.getByRole('list', { name: '医院列表' }).locator('> li');
    // The county's few hospitals on one page (9 were paged 6 + 3), with no pager.
    await expect.poll(() => cards.count()).toBe(total);
    expect(total).toBeGreaterThan(6);
    expect(await page.getByRole('navigation', { name: '翻页' }).count()).toBe(0);
    // Bookable slots are stated in words on every card.
    expect(await cards.first().innerText()).toMatch(/本周有号可约|本周暂无可约号源/);

    await choose(page, '医院等级', '一级');
    await page.waitForURL(/level=/);
    await expect
      .poll(async () => (await cards.allInnerTexts()).every((t) => t.includes('一级')))
      .toBe(true);
    await choose(page, '医院等级', '全部等级');
    await page.getByLabel('医院名称').fill('人民医院');
    await page.getByRole('main').getByRole('button', { name: '搜索' }).click();
    await expect
      .poll(async () => (await cards.allInnerTexts()).every((t) => t.includes('人民医院')))
      .toBe(true);

    await page.getByRole('link', { name: hospital.name }).click();
    await expect.poll(() => h1(page)).toBe(hospital.name);
    await expect.poll(() => page.title()).toBe(`${hospital.name} - ${SITE_NAME}`);
    const nav = page.getByRole('navigation', { name: '主导航' });
    expect(await nav.getByRole('link', { name: '医院介绍' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await page.getByRole('region', { name: '预约规则' }).innerText()).toContain('放出第');

    // The way to booking comes first on the page and leads to the departments in one tap.
    const jump = page.getByRole('link', { name: '预约挂号：选择科室' });
    const intro = page.getByRole('heading', { name: '医院简介' });
    expect((await jump.boundingBox())!.y).toBeLessThan((await intro.boundingBox())!.y);
    await jump.click();
    const depts = page.getByRole('heading', { name: '科室与排班' });
    await expect
      .poll(() => depts.evaluate((h) => h.getBoundingClientRect().top))
      .toBeLessThan(await page.evaluate(() => innerHeight / 2));
    await expect
      .poll(() => depts.evaluate((h) => h.getBoundingClientRect().top))
      .toBeGreaterThan(0);

    const dept = hospital.departments.find((d) => d.id === departmentId)!;
    await page.getByRole('link', { name: dept.name, exact: true }).click();
    await expect.poll(() => h1(page)).toBe(`${dept.name} 排班`);
    const days = page.locator('.sched-day');
    await expect.poll(() => days.count()).toBe(7);
    const firstWeek = await page.locator('.sched-week').innerText();
    expect(firstWeek).toContain('本周');
    await page.getByRole('button', { name: '下一周' }).click();
    await expect.poll(() => page.locator('.sched-week').innerText()).toContain('第 2 周');
    await page.getByRole('button', { name: '上一周' }).click();
    await expect.poll(() => page.locator('.sched-week').innerText()).toBe(firstWeek);

    await choose(page, '门诊类型', '普通门诊');
    await page.waitForURL(/type=/);
    await expect
      .poll(async () =>
        (await page.locator('.sched-item').allInnerTexts()).every((t) => t.includes('普通门诊')),
      )
      .toBe(true);
    await choose(page, '门诊类型', '全部门诊');

    await page
      .getByRole('link', { name: new RegExp(`^${doctor.name}`) })
      .first()
      .click();
    await expect.poll(() => h1(page)).toBe(doctor.name);
    await expect.poll(() => page.title()).toBe(`${doctor.name} - ${SITE_NAME}`);
    expect(await page.getByRole('region', { name: '医生介绍' }).innerText()).toContain('擅长');
    await expect.poll(() => page.locator('.sched-item').count()).toBeGreaterThan(0);
    // The heading claims no fortnight: the days said are the days shown, to the last one.
    const schedule = page.getByRole('region', { name: '出诊安排' });
    const said = (await schedule.innerText()).match(
      /医院已公布的排班：(\d+月\d+日 周.) 至 (\d+月\d+日 周.)/,
    );
    const shownDays = await schedule.locator('.sched-day h3').allInnerTexts();
    expect(said?.[2]).toBe(shownDays.at(-1)!.replace('（今天）', ''));
    expect(await schedule.innerText()).not.toContain('两周');
    await context.close();
  });

  it('says a schedule’s state in words: remaining, 约满, 未放号 with its time or by draw, 停诊 with its reason', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url(`/hospital/department?id=${departmentId}&week=1`));
    await expect.poll(() => page.locator('.sched-item').count()).toBeGreaterThan(0);
    const states = await page.locator('.sched-state').allInnerTexts();
    for (const text of states) {
      expect(text).toMatch(
        /^(可预约，剩余 \d+ 个号|约满|未放号，\d+月\d+日 \d\d:\d\d 放号|未放号，以抽签方式放号|抽签登记中，\d\d:\d\d 截止|正在抽签，结果即将公布|停诊(：.+)?|已停止预约)$/,
      );
    }
    await context.close();
  });

  it('keeps each clock range of 门诊时间 on one line on a phone in elder mode', async () => {
    const { context, page } = await newPage(browser, 'phone', true);
    await page.goto(url(`/hospital/detail/${hospital.id}`));
    // The page arrives rendered; what is measured is the browser's render that replaces it.
    await scriptsRunning(page);
    await expect.poll(() => h1(page)).toBe(hospital.name);
    const hours = page.locator('.hosp-facts dt:text-is("门诊时间") + dd');
    // The hours wrap at this width; a range must never be the place where they do (08:00- / 12:00).
    expect(await linesOf(hours)).toBeGreaterThan(1);
    const ranges = await clockRangeLines(hours);
    expect(ranges.map((r) => r.text)).toEqual(hospital.hours.match(/\d{1,2}:\d{2}-\d{1,2}:\d{2}/g));
    for (const r of ranges) expect(r.lines, r.text).toBe(1);
    await context.close();
  });

  it('offers a retry when a hospital does not exist', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/hospital/detail/no-such-hospital'));
    await expect.poll(() => h1(page)).toBe('医院详情');
    await expect.poll(() => page.getByRole('button', { name: /重\s*试/ }).count()).toBe(1);
    await context.close();
  });
});

describe('the booking index', () => {
  it('chooses hospital → department → date, then shows a schedule’s slots with remaining counts', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/register'));
    await expect.poll(() => h1(page)).toBe('预约挂号');
    await expect.poll(() => page.title()).toBe(`预约挂号 - ${SITE_NAME}`);
    await page.getByLabel('医院', { exact: true }).selectOption({ label: hospital.name });
    const dept = hospital.departments.find((d) => d.id === departmentId)!;
    await page.getByLabel('科室', { exact: true }).selectOption({ label: dept.name });
    await page.locator(`input[type=radio][value="${open.date}"]`).check();
    // The page opens on today (China time), so choosing today leaves the address as it is.
    const chinaToday = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    if (open.date !== chinaToday) await page.waitForURL(new RegExp(`date=${open.date}`));
    const item = page.locator('.sched-item--open').first();
    await item.getByRole('button', { name: '选择就诊时段' }).click();
    const slot = item.getByRole('link', { name: /剩余 \d+ 个/ }).first();
    expect(await slot.getAttribute('href')).toMatch(
      /\/12320\/register\/confirm\?schedule=.+&slot=.+/,
    );
    await context.close();
  });

  it('finds a doctor by name and shows their schedules', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/register'));
    await page.getByRole('searchbox', { name: '医生姓名' }).fill(doctor.name);
    await page.getByRole('button', { name: '查找医生' }).click();
    const results = page.getByRole('list', { name: '找到的医生' });
    await results
      .getByRole('button', { name: new RegExp(`^${doctor.name}`) })
      .first()
      .click();
    await expect
      .poll(() => page.locator('#register-doctor').textContent())
      .toContain(`${doctor.name}`);
    await expect.poll(() => page.locator('.sched-item').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('accessibility of the hospital pages (axe, WCAG 2.2 AA)', () => {
  const cases = () => [
    { name: 'hospital-list', path: '/hospital/list', heading: '医院介绍' },
    { name: 'hospital-detail', path: `/hospital/detail/${hospital.id}`, heading: hospital.name },
    {
      name: 'hospital-department',
      path: `/hospital/department?id=${departmentId}`,
      heading: /排班$/,
    },
    { name: 'doctor', path: `/doctor?id=${doctor.id}`, heading: doctor.name },
    {
      name: 'register',
      path: `/register?hospital=${hospital.id}&dept=${departmentId}&date=${open.date}&q=${encodeURIComponent(doctor.name)}`,
      heading: '预约挂号',
    },
  ];
  for (const elder of [false, true]) {
    for (const name of [
      'hospital-list',
      'hospital-detail',
      'hospital-department',
      'doctor',
      'register',
    ]) {
      it(`${name} in ${elder ? 'elder' : 'standard'} mode passes axe and the scripted checks`, async () => {
        const c = cases().find((x) => x.name === name)!;
        for (const viewport of ['desktop', 'phone'] as const) {
          const { context, page } = await newPage(browser, viewport, elder);
          await page.goto(url(c.path));
          // Pages the server rendered take a press once the browser's render has replaced them.
          await scriptsRunning(page);
          await expect.poll(() => h1(page)).toMatch(c.heading);
          // Loaded: no skeleton left.
          await expect.poll(() => page.locator('[aria-label="正在加载"]').count()).toBe(0);
          // Slots open where a page offers them, so axe sees them too.
          const picker = page.getByRole('button', { name: '选择就诊时段' }).first();
          if (await picker.count()) {
            await picker.click();
            await page.locator('.slot-list').first().waitFor();
          }
          await expectAccessiblePage(page, c.name, { elder, viewport });
          await expectSoundLayout(page);
          await context.close();
        }
      });
    }
  }
});

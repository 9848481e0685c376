import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseURL, chinaDay, launch, screenshot, url } from './support/browser.js';
import { createHospitalKey, sendFeed } from './support/hospital-system.js';
import { verifiedCitizen } from './support/register.js';
import { signInContext } from './support/session.js';
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

/** The demo hospital administrator's hospital and the demo doctor with their clinic. */
function demoPlaces() {
  const db = new Database(inject('portalDb'), { readonly: true });
  try {
    const staff = (username: string) =>
      db
        .prepare('SELECT hospital_id, doctor_id FROM staff_account WHERE username = ?')
        .get(username) as { hospital_id: string | null; doctor_id: string | null };
    const doctorId = staff('rmyy-doctor').doctor_id!;
    const doctor = db
      .prepare(
        'SELECT d.name, d.department_id, dep.name AS department FROM doctor d JOIN department dep ON dep.id = d.department_id WHERE d.id = ?',
      )
      .get(doctorId) as { name: string; department_id: string; department: string };
    return { hospitalId: staff('rmyy-admin').hospital_id!, doctorId, ...doctor };
  } finally {
    db.close();
  }
}

/** A schedule of the demo doctor fed as the hospital's system would, booked by a new citizen. */
async function bookedSchedule(place: ReturnType<typeof demoPlaces>, date: string, period: string) {
  const externalId = `E2E-DESK-${period}-${Date.now()}`;
  const fed = (await sendFeed(createHospitalKey(place.hospitalId), '/api/ingest/schedules', {
    schedules: [
      {
        externalId,
        departmentId: place.department_id,
        doctorId: place.doctorId,
        date,
        period,
        clinicType: '专家',
        fee: 1500,
        slots: [
          {
            start: period === 'night' ? '18:00' : '08:00',
            end: period === 'night' ? '18:30' : '08:30',
            capacity: 5,
          },
        ],
      },
    ],
  })) as { ids: Record<string, string> };
  const slots = (await (
    await fetch(`${baseURL()}/api/schedules/${fed.ids[externalId]}/slots`)
  ).json()) as { id: string }[];
  const citizen = await verifiedCitizen();
  const booked = await fetch(`${baseURL()}/api/bookings?user=${citizen.token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': externalId },
    body: JSON.stringify({ slotId: slots[0]!.id, patientId: 'self' }),
  });
  expect(booked.status, await booked.clone().text()).toBe(200);
  const { pickupCode } = (await booked.json()) as { pickupCode: string };
  return { externalId, citizen, pickupCode };
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const dayLabel = (date: string) =>
  `${date.slice(5)} ${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]}`;

async function consolePage(username: DemoStaff, size: { width: number; height: number }) {
  return openConsole(browser, username, size);
}

describe('停诊 from the console reaches the citizen', () => {
  it('rmyy-admin stops a booked schedule with a reason; My appointments shows it cancelled', async () => {
    const place = demoPlaces();
    const date = chinaDay(3);
    const { externalId, citizen } = await bookedSchedule(place, date, 'night');
    const { context, page } = await consolePage('rmyy-admin', CONSOLE_VIEWPORTS.desktop);
    await page.goto(staffUrl('/schedules'));
    await page.getByRole('heading', { level: 1, name: '排班管理' }).waitFor();
    const department = page.getByRole('combobox', { name: '科室：' });
    await department.click();
    await department.fill(place.department);
    await page.locator(`.ant-select-item-option[title="${place.department}"]`).click();
    const row = page
      .getByRole('row')
      .filter({ hasText: dayLabel(date) })
      .filter({ hasText: '夜间' })
      .filter({ hasText: place.name });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: /^停诊/ }).click();
    const dialog = page.getByRole('dialog', { name: '停诊' });
    const reason = `医生外出会诊 ${externalId.slice(-4)}`;
    await dialog.getByLabel('停诊原因（患者可见）').fill(reason);
    expect(await consoleAxe(page)).toEqual([]);
    await screenshot(page, 'staff-schedules-stop-dialog-1280');
    await dialog.getByRole('button', { name: '确认停诊' }).click();
    await page.getByText(/已停诊，取消预约 1 个/).waitFor();
    await expect.poll(() => row.innerText()).toContain(reason);
    await context.close();

    const web = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInContext(web, { username: citizen.username, password: citizen.password });
    const view = await web.newPage();
    await view.goto(url('/account/register'));
    await view.getByRole('tab', { name: '已取消' }).click();
    const cancelled = view.getByRole('list', { name: '已取消的预约' });
    await expect.poll(() => cancelled.innerText()).toContain(`停诊：${reason}`);
    await screenshot(view, 'staff-schedules-citizen-cancelled');
    await web.close();
  });
});

describe("the day's bookings", () => {
  it('rmyy-admin picks the visit day and checks a patient in by the pickup code', async () => {
    const place = demoPlaces();
    const date = chinaDay(4);
    const { pickupCode } = await bookedSchedule(place, date, 'am');
    const { context, page } = await consolePage('rmyy-admin', CONSOLE_VIEWPORTS.desktop);
    await page.goto(staffUrl('/bookings-today'));
    await page.getByRole('heading', { level: 1, name: '当日预约' }).waitFor();
    const day = page.getByRole('textbox', { name: '就诊日期：' });
    // The page names the day it lists (“12-01 周二 共 1 个预约”). On a busy machine the picker
    // may still be opening when the date is typed and drop it, so it is typed again until the
    // page lists that day.
    const listed = page.getByText(new RegExp(`^${date.slice(5)} 周. 共`));
    await expect
      .poll(
        async () => {
          if ((await listed.count()) > 0) return true;
          await day.click();
          await day.fill(date);
          await day.press('Enter');
          return false;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const row = page.getByRole('row').filter({ hasText: pickupCode });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toMatch(/孙\*+/);
    await row.getByRole('button', { name: /^签到/ }).click();
    await expect.poll(() => row.innerText()).toContain('已签到');
    expect(await row.getByRole('button', { name: /^签到/ }).count()).toBe(0);
    expect(await consoleAxe(page)).toEqual([]);
    await screenshot(page, 'staff-bookings-today-checked-in-1280');
    await context.close();
  });
});

const PAGES: { as: DemoStaff; path: string; heading: string; ready: string }[] = [
  { as: 'rmyy-admin', path: 'schedules', heading: '排班管理', ready: '按模板生成排班' },
  { as: 'rmyy-admin', path: 'bookings-today', heading: '当日预约', ready: '就诊日期：' },
  {
    as: 'rmyy-doctor',
    path: 'doctor-desk',
    heading: '我的工作台',
    ready: '我的排班（未来 14 天）',
  },
];

async function ready(page: Page, text: string) {
  await page.getByText(text).first().waitFor();
  await page.locator('.ant-table-tbody').first().waitFor();
  await expect.poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
}

describe('the hospital desk pages', () => {
  for (const size of Object.values(CONSOLE_VIEWPORTS)) {
    for (const target of PAGES) {
      it(`shows ${target.path} to ${target.as} at ${size.width} px`, async () => {
        const { context, page } = await consolePage(target.as, size);
        await page.goto(staffUrl(`/${target.path}`));
        await page.getByRole('heading', { level: 1, name: target.heading }).waitFor();
        await ready(page, target.ready);
        expect(await consoleAxe(page)).toEqual([]);
        await screenshot(page, `staff-${target.path}-${size.width}`);
        await context.close();
      });
    }
  }

  it('opens the week template with every field labelled', async () => {
    const { context, page } = await consolePage('rmyy-admin', CONSOLE_VIEWPORTS.desktop);
    await page.goto(staffUrl('/schedules'));
    await page.getByRole('button', { name: '按模板生成排班' }).click();
    const dialog = page.getByRole('dialog', { name: '按模板生成一周排班' });
    await dialog.getByLabel('每个时段号源数').waitFor();
    expect(await consoleAxe(page)).toEqual([]);
    await screenshot(page, 'staff-schedules-template-1280');
    await context.close();
  });
});

import type { HospitalDetail, Schedule, Slot } from '@portal/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, screenshot } from './support/browser.js';
import { verifiedCitizen } from './support/register.js';
import {
  adminHospital,
  CONSOLE_VIEWPORTS,
  consoleAxe,
  type DemoStaff,
  staffUrl,
  openConsole,
} from './support/staff.js';

let browser: Browser;

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A citizen books one free slot at the administrator's hospital, so today counts a booking. */
async function bookOnce(): Promise<void> {
  // A citizen of its own: the demo accounts' bookings belong to the booking journey.
  const { token } = await verifiedCitizen('钱看板');
  const hospital = await call<HospitalDetail>(`/api/hospitals/${adminHospital()}`);
  for (const d of hospital.departments.filter((x) => x.parentId !== null)) {
    const week = await call<Schedule[]>(`/api/schedules?departmentId=${d.id}`);
    for (const schedule of week.filter((s) => s.state === 'open')) {
      const slots = await call<Slot[]>(`/api/schedules/${schedule.id}/slots`);
      const slot = slots.find((s) => s.remaining > 0);
      if (!slot) continue;
      await call(`/api/bookings?user=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `dashboard-e2e-${Date.now()}`,
        },
        body: JSON.stringify({ slotId: slot.id, patientId: 'self' }),
      });
      return;
    }
  }
  throw new Error('no open slot at the administrator’s hospital');
}

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const WHO: DemoStaff[] = ['bureau', 'rmyy-admin'];

describe('the staff dashboard', () => {
  // A test of its own: registering the citizen polls the log, which only a test may do.
  it('has a booking made today to count', async () => {
    await bookOnce();
  });

  for (const username of WHO) {
    for (const size of Object.values(CONSOLE_VIEWPORTS)) {
      it(`shows ${username} charts with their numbers at ${size.width} px`, async () => {
        const { context, page } = await openConsole(browser, username, size);
        await page.goto(staffUrl('/dashboard'));
        await page.getByRole('heading', { level: 1, name: '数据看板' }).waitFor();
        const bookings = page.getByRole('figure', { name: '预约、取消与候补递补' });
        await bookings.waitFor();
        // Today's row comes first in the table, with the booking made above.
        const card = page.locator('.ant-card').filter({ has: bookings });
        const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
        const row = card.getByRole('row').filter({ hasText: today });
        await expect.poll(() => row.getByRole('cell').nth(1).textContent()).toMatch(/^[1-9]\d*$/);
        expect(await page.getByRole('figure', { name: '就诊与爽约' }).count()).toBe(1);
        expect(await page.getByText('满意率', { exact: true }).count()).toBe(1);
        // SMS are county-wide: the bureau sees them, a hospital administrator does not.
        const sms = page.getByRole('figure', { name: '短信发送量与每日上限' });
        expect(await sms.count()).toBe(username === 'bureau' ? 1 : 0);
        expect(await consoleAxe(page)).toEqual([]);
        await screenshot(page, `staff-dashboard-${username}-${size.width}`);
        await context.close();
      });
    }
  }
});

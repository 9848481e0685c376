import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  API,
  mainlandIdCheckChar,
  type Booking,
  type HospitalPage,
  type Schedule,
  type Slot,
} from '@portal/contract';
import { baseURL, launch, newPage, url } from './support/browser.js';
import { createHospitalKey, sendFeed } from './support/hospital-system.js';
import { expectAccessiblePage } from './support/page-checks.js';
import { signInContext } from './support/session.js';
import { smsCodeFromLog } from './support/sms.js';

let browser: Browser;
// A citizen of its own, so the suspension touches no other journey's accounts.
const citizen = { username: '13911110077', password: 'Shuang@2026' };

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const res = await fetch(`${baseURL()}${path}`, { ...init, headers });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Registers and verifies the citizen, books three visits at one hospital (at most two a day),
 * and lets that hospital's system report each as a no-show: the third suspends booking. Run
 * once, inside the first test (reading the SMS code from the log polls, which needs a test).
 */
async function suspendCitizen() {
  const phone = citizen.username;
  await call(API.smsCode, {
    method: 'POST',
    body: JSON.stringify({ phone, purpose: 'register' }),
  });
  const { token } = await call<{ token: string }>(API.register, {
    method: 'POST',
    body: JSON.stringify({ phone, password: citizen.password, code: await smsCodeFromLog(phone) }),
  });
  const first17 = '33010219800101007';
  await call(API.doIdentity, {
    method: 'POST',
    token,
    body: JSON.stringify({
      name: '爽约测试',
      type: '01',
      idno: first17 + mainlandIdCheckChar(first17),
      phone,
    }),
  });

  const hospitals = await call<HospitalPage>(`${API.hospitals}?pageSize=100`);
  const hospital = hospitals.list.find((h) => h.name === '青禾县人民医院')!;
  const open = (await call<Schedule[]>(`${API.schedules}?hospitalId=${hospital.id}`)).filter(
    (s) => s.state === 'open',
  );
  const perDay = new Map<string, number>();
  const doctors = new Set<string | null>();
  const chosen = open.filter((s) => {
    const taken = perDay.get(s.date) ?? 0;
    if (taken >= 2 || doctors.has(s.doctorId)) return false;
    perDay.set(s.date, taken + 1);
    doctors.add(s.doctorId);
    return true;
  });
  expect(chosen.length).toBeGreaterThanOrEqual(3);

  const key = createHospitalKey(hospital.id);
  for (const [i, schedule] of chosen.slice(0, 3).entries()) {
    const slots = await call<Slot[]>(API.scheduleSlots.replace(':id', schedule.id));
    const slot = slots.find((s) => s.remaining > 0)!;
    const booking = await call<Booking>(API.bookings, {
      method: 'POST',
      token,
      headers: { 'idempotency-key': `suspension-${i}` },
      body: JSON.stringify({ slotId: slot.id, patientId: 'self' }),
    });
    await sendFeed(key, API.ingestVisits, { bookingId: booking.id, status: 'no_show' });
  }
}
let suspended: Promise<void> | undefined;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('the no-show suspension', () => {
  for (const elder of [false, true]) {
    for (const viewport of ['desktop', 'phone'] as const) {
      it(`says why and until when on My appointments (${elder ? 'elder' : 'standard'}, ${viewport})`, async () => {
        await (suspended ??= suspendCitizen());
        const { context, page } = await newPage(browser, viewport, elder);
        await signInContext(context, citizen);
        await page.goto(url('/account/register'));
        const banner = page.getByRole('status').filter({ hasText: '网上预约已暂停' });
        await expect.poll(() => banner.count()).toBe(1);
        const text = await banner.innerText();
        expect(text).toMatch(/\d{4}-\d{2}-\d{2} 起恢复/);
        expect(text).toContain('爽约');
        await page.getByRole('tab', { name: '爽约' }).click();
        const missed = page.getByRole('list', { name: '爽约的预约' });
        await expect.poll(() => missed.locator('> li').count()).toBe(3);
        await expectAccessiblePage(page, 'booking-suspended', { elder, viewport });
        await context.close();
      });
    }
  }
});

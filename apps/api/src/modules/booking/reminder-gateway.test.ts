import { maskPhone } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AliyunSmsProvider } from '../../lib/aliyun-sms.js';
import { bookingClient, bookingDays, testHospital } from '../../test/booking-fixtures.js';
import { engines } from '../../test/engines.js';
import { gatewayApp } from '../../test/gateway-app.js';
import type { TestApp } from '../../test/test-app.js';
import { addDays, chinaInstant } from '../hospitals/schedule-time.js';
import { sendReminders } from './reminders.js';

describe.each(engines)('reminders through the Alibaba Cloud gateway on %s', (engine) => {
  const gateway = gatewayApp(engine);
  const { fake, logs } = gateway;
  let t: TestApp;

  beforeAll(() => {
    t = gateway.t;
  });

  it('texts each reminder with its template variables; a refused one is logged and the rest go on', async () => {
    const h = await testHospital(t);
    const c = bookingClient(t, h);
    const { today } = bookingDays();
    const tomorrow = addDays(today, 1);
    const s = await c.schedule(tomorrow, { date: tomorrow, period: 'night' });
    const refused = await c.verified();
    const texted = await c.verified();
    const first = await c.book(refused, s.slotIds[0]!);
    const second = await c.book(texted, s.slotIds[1]!);
    expect([first.status, second.status]).toEqual([200, 200]);
    fake.refuse.set(refused.phone, 'isv.BUSINESS_LIMIT_CONTROL');

    const deps = { db: t.db, sms: t.app.sms };
    expect(await sendReminders(deps, chinaInstant(today, '18:05'))).toBe(2);

    expect(fake.received).toEqual([
      {
        phone: texted.phone,
        signName: '青禾县12320',
        templateCode: 'SMS_100002',
        templateParam: {
          date: tomorrow,
          queueNo: String(second.body.queueNo),
          pickupCode: second.body.pickupCode,
        },
      },
    ]);
    const lines = logs.lines().map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'SMS not sent',
        phone: maskPhone(refused.phone),
        kind: 'reminder',
        gatewayCode: 'isv.BUSINESS_LIMIT_CONTROL',
      }),
    );
    expect((t.app.sms as AliyunSmsProvider).failures).toBe(1);
  });
});

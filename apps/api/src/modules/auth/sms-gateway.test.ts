import { API, maskPhone, type FamilyMember } from '@portal/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.js';
import { createTestUser } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { gatewayApp } from '../../test/gateway-app.js';
import type { TestApp } from '../../test/test-app.js';
import { ACCOUNT_RULES_KEY, forgetAccountRules } from './account-rules.js';

describe.each(engines)('SMS codes through the Alibaba Cloud gateway on %s', (engine) => {
  const gateway = gatewayApp(engine);
  const { fake, logs } = gateway;
  let t: TestApp;
  let serial = 0;
  let phone: string;

  beforeAll(() => {
    t = gateway.t;
  });
  beforeEach(() => {
    serial += 1;
    phone = `1371${engine === 'sqlite' ? 1 : 2}00${String(serial).padStart(4, '0')}`;
    logs.clear();
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload });

  it('registers with the code the gateway was asked to text', async () => {
    const sent = await post(API.smsCode, { phone, purpose: 'register' });
    expect(sent.statusCode).toBe(200);
    const texted = fake.received.filter((m) => m.phone === phone);
    expect(texted).toEqual([
      {
        phone,
        signName: '青禾县12320',
        templateCode: 'SMS_100001',
        templateParam: { code: expect.stringMatching(/^\d{6}$/) as unknown as string },
      },
    ]);
    const registered = await post(API.register, {
      phone,
      password: 'Abcd1234',
      code: texted[0]!.templateParam.code,
    });
    expect(registered.statusCode).toBe(200);
  });

  it('answers a refused code with 503 and a Chinese message, logged with the masked phone', async () => {
    fake.refuse.set(phone, 'isv.BUSINESS_LIMIT_CONTROL');
    const sent = await post(API.smsCode, { phone, purpose: 'register' });
    expect(sent.statusCode).toBe(503);
    expect(sent.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: '短信发送失败，请稍后再试',
    });
    const lines = logs.lines().map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'SMS not sent',
        phone: maskPhone(phone),
        gatewayCode: 'isv.BUSINESS_LIMIT_CONTROL',
        smsFailures: expect.any(Number) as unknown as number,
      }),
    );
    expect(logs.text).not.toContain(phone);
  });

  it('gives back what a refused code cost, so the person may ask again at once', async () => {
    // One code an hour per client: the retry below passes only if the refused one was refunded.
    await t.db
      .insertInto('site_setting')
      .values({
        key: ACCOUNT_RULES_KEY,
        value: JSON.stringify({ smsClientHourlyMax: 1 }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    forgetAccountRules(t.db);
    try {
      const ask = () =>
        t.app.inject({
          method: 'POST',
          url: API.smsCode,
          remoteAddress: `10.77.0.${engine === 'sqlite' ? 1 : 2}`,
          payload: { phone, purpose: 'register' },
        });
      fake.refuse.set(phone, 'isv.OUT_OF_SERVICE');
      expect((await ask()).statusCode).toBe(503);
      expect(
        await t.db.selectFrom('sms_code').select('id').where('phone', '=', phone).execute(),
      ).toEqual([]);
      fake.refuse.delete(phone);
      // Neither the phone's one-a-minute limit nor the client's hourly budget stands in the way.
      expect((await ask()).statusCode).toBe(200);
      expect(fake.received.filter((m) => m.phone === phone)).toHaveLength(1);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await t.db.deleteFrom('site_setting').where('key', '=', ACCOUNT_RULES_KEY).execute();
      forgetAccountRules(t.db);
    }
  });

  it('sends the consent code with who asks and lets a refused one be asked for again', async () => {
    // The demo hospitals have 张三's phone on file; the code goes there, not to the typed one.
    const zhangsan = DEMO_ACCOUNTS.find((a) => a.username === 'zhangsan')!;
    const b = await createTestUser(t.db, { verified: true });
    const added = await t.app.inject({
      method: 'POST',
      url: API.family,
      query: { user: b.token },
      payload: {
        name: '张三',
        type: '01',
        idno: zhangsan.identity!.idNo,
        phone: '13912345678',
        relation: '父母',
      },
    });
    expect(added.statusCode).toBe(200);
    const memberId = added.json<FamilyMember>().id;
    const askCode = () =>
      t.app.inject({
        method: 'POST',
        url: API.familyConsentCode.replace(':id', memberId),
        query: { user: b.token },
      });
    fake.refuse.set(zhangsan.phone, 'isv.BUSINESS_LIMIT_CONTROL');
    const refused = await askCode();
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
      503,
      '短信发送失败，请稍后再试',
    ]);
    fake.refuse.delete(zhangsan.phone);
    expect((await askCode()).statusCode).toBe(200);
    const texted = fake.received.filter((m) => m.phone === zhangsan.phone);
    expect(texted.map((m) => [m.templateCode, Object.keys(m.templateParam)])).toEqual([
      ['SMS_100005', ['code', 'requester']],
    ]);
    const granted = await t.app.inject({
      method: 'POST',
      url: API.familyConsent.replace(':id', memberId),
      query: { user: b.token },
      payload: { code: texted[0]!.templateParam.code },
    });
    expect(granted.json()).toEqual({ recordAccess: 'granted' });
  });
});

import { API, maskPhone } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines.js';
import { FakeAliyunSms } from '../../test/fake-aliyun-sms.js';
import { LogCapture } from '../../test/log-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(engines)('SMS codes through the Alibaba Cloud gateway on %s', (engine) => {
  const fake = new FakeAliyunSms();
  const logs = new LogCapture();
  let t: TestApp;
  let serial = 0;
  let phone: string;

  beforeAll(async () => {
    await fake.start();
    t = await createTestApp(engine, {
      smsGateway: { provider: 'aliyun', ...fake.config() },
      logLevel: 'info',
      logStream: logs.stream,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
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
});

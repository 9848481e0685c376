import { afterAll, beforeAll } from 'vitest';
import type { Engine } from './engines.js';
import { FakeAliyunSms } from './fake-aliyun-sms.js';
import { LogCapture } from './log-capture.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * An app whose texts go through the Alibaba Cloud adapter to the local fake gateway, with its
 * log captured; started before the describe's tests and stopped after them.
 */
export function gatewayApp(engine: Engine) {
  const ctx = {
    fake: new FakeAliyunSms(),
    logs: new LogCapture(),
    t: undefined as unknown as TestApp,
  };
  beforeAll(async () => {
    await ctx.fake.start();
    ctx.t = await createTestApp(engine, {
      smsGateway: { provider: 'aliyun', ...ctx.fake.config() },
      logLevel: 'info',
      logStream: ctx.logs.stream,
    });
  });
  afterAll(async () => {
    await ctx.t.close();
    await ctx.fake.stop();
  });
  return ctx;
}

import {
  API,
  type SiteConfig,
  type SiteSettingsBody,
  type SiteSettingsView,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRules } from '../modules/auth/account-rules.js';
import { siteSettings, updateSiteSettings } from '../modules/bureau/site-settings.service.js';
import { upsertSettings } from '../modules/site/site.repository.js';
import { engines } from '../test/engines.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type { AuditActor } from './audit.js';

const ACTOR: AuditActor = {
  staffId: null,
  username: 'test',
  role: null,
  hospitalId: null,
  ip: '127.0.0.1',
  requestId: 'shared-change-test',
};

const hotlineOn = async (t: TestApp) =>
  (await t.app.inject({ url: API.siteConfig })).json<SiteConfig>().hotline;

describe.each(engines)("operators' changes on two app instances (%s)", (engine) => {
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    one = await createTestApp(engine);
    two = await createTestApp(engine, { database: one.app.config.database });
  });
  afterAll(async () => {
    await two?.app.close();
    await one?.close();
  });

  it('a write that announces nothing stays unseen by the other process for its lifetime', async () => {
    const before = await hotlineOn(two);
    await upsertSettings(one.db, { 'site.hotline': '12320-0' });
    // Longer than the watch's second: without the counter the copy would stay its 10 s.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await hotlineOn(two)).toBe(before);
    await upsertSettings(one.db, { 'site.hotline': before });
  });

  it('a settings change through one process shows on the other within about a second', async () => {
    const current = await siteSettings(one.db);
    // The body schema refuses the view's extra field.
    const body: Partial<SiteSettingsView> = { ...current };
    delete body.accountRuleDefaults;
    await hotlineOn(two);
    expect((await accountRules(two.db)).familyMax).toBe(current.accountRules.familyMax);

    await updateSiteSettings(one.db, ACTOR, {
      ...(body as SiteSettingsBody),
      hotline: '0571-12320',
      accountRules: { ...current.accountRules, familyMax: current.accountRules.familyMax + 1 },
    });

    // The acting process at once; the other when it next looks at the counter.
    expect(await hotlineOn(one)).toBe('0571-12320');
    await expect.poll(() => hotlineOn(two), { timeout: 3000, interval: 100 }).toBe('0571-12320');
    expect((await accountRules(two.db)).familyMax).toBe(current.accountRules.familyMax + 1);
  });
});

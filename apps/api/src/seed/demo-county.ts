import type { SiteConfig } from '@portal/contract';
import QRCode from 'qrcode';
import type { Db } from '../db/database.js';
import { ensureAccessPolicy } from '../modules/access/access.repository.js';
import { upsertQrSvg, upsertSiteConfig } from '../modules/site/site.repository.js';
import { DEFAULT_PASSWORD_COST, type PasswordHashCost } from '../lib/password.js';
import { creditVerifiedAccounts } from '../modules/points/points.service.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoDrugStock } from './demo-drug-stock.js';
import { seedDemoHospitals } from './demo-hospital-seed.js';
import { seedDemoRecords } from './demo-records.js';
import { seedDemoStaff } from './demo-staff.js';
import { seedDemoReports } from './demo-reports.js';
import { seedLocalIdpPeople } from './local-idp-people.js';

/**
 * The demo county. Every name, address and number is made up, and the site says so in its
 * footer, so nobody mistakes the demo for a real bureau.
 */
export const DEMO_SITE_CONFIG: SiteConfig = {
  countyName: '青禾县',
  siteName: '青禾县 12320 健康服务平台',
  productCode: 'qhjk',
  hotline: '12320',
  address: '青禾县健康大道 88 号 青禾县卫生健康局（虚构）',
  phones: [
    { label: '健康热线', number: '12320' },
    { label: '预约咨询', number: '0999-6612320' },
    { label: '投诉监督', number: '0999-6612345' },
  ],
  copyright: '© 2026 青禾县卫生健康局 版权所有 · 本站为演示站点，县名、地址、电话均为虚构',
  recordNumber: '青ICP备20260001号-1（演示）',
  techSupport: '技术支持：青禾县卫生健康信息中心（演示站点，县名与联系方式均为虚构）',
  qrCodes: [
    { key: 'gov', caption: '政务服务 App / 支付宝 / 小程序', imageUrl: '/api/site/qr/gov.svg' },
    { key: 'wechat', caption: '微信公众号', imageUrl: '/api/site/qr/wechat.svg' },
  ],
  // The local stand-in for the government identity service.
  govLoginUrl: '/gov-sso/',
};

/** What each footer QR code encodes; .example domains never resolve to a real site. */
const DEMO_QR_TARGETS: Record<string, string> = {
  gov: 'https://qinghe.example/12320/',
  wechat: 'https://qinghe.example/wechat',
};

/**
 * Writes the demo county: site settings (upserted), the access policy, demo accounts and the
 * local identity provider's people (added when missing). Safe to run again.
 */
export async function seedDemoCounty(
  db: Db,
  /** Tests lower the argon2id cost of the demo accounts' passwords. */
  options: { passwordCost?: PasswordHashCost } = {},
): Promise<void> {
  const images = await Promise.all(
    Object.entries(DEMO_QR_TARGETS).map(
      async ([key, text]) =>
        [
          key,
          await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
        ] as const,
    ),
  );
  await db.transaction().execute(async (trx) => {
    await upsertSiteConfig(trx, DEMO_SITE_CONFIG);
    for (const [key, svg] of images) await upsertQrSvg(trx, key, svg);
    await ensureAccessPolicy(trx);
    await seedDemoAccounts(trx, options.passwordCost);
    // The demo's verified citizen holds the identity award, as one verified here would.
    await creditVerifiedAccounts(trx);
    await seedLocalIdpPeople(trx);
    await seedDemoHospitals(trx);
    await seedDemoDrugStock(trx);
    await seedDemoRecords(trx);
  });
  // Through the hospitals' own ingestion path, after the hospitals above are committed.
  await seedDemoReports(db);
  await seedDemoStaff(db, options.passwordCost ?? DEFAULT_PASSWORD_COST);
}

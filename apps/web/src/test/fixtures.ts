import type { SiteConfig, UserInfo } from '@portal/contract';

/** A signed-in user as get_user answers (masked values), for tests. */
export function testUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    ID: 'u-1',
    USER_NO: '138****0000',
    USER_NAME: null,
    USER_NICKNAME: '张三',
    HEAD_PHOTO: null,
    SEX: null,
    AGE: null,
    ID_NO: null,
    ID_TYPE: null,
    USER_SCORE: 0,
    USER_STATUS: 0,
    REG_TIME: '2024-01-01T00:00:00.000Z',
    PLAT_FROM: 'web',
    LOGIN_NAME: '138****0000',
    PHONE: '138****0000',
    DEVICE_BOUND: false,
    CLIENTID: null,
    JKY_OPENID: null,
    JKY_UID: null,
    PHONETYPE: null,
    SPTMP_LIMIT_ROWNUM: null,
    WX_ID: null,
    ...overrides,
  };
}

/** Site settings as the server sends them, for tests. */
export const testSite: SiteConfig = {
  countyName: '测试县',
  siteName: '测试县 12320 健康服务平台',
  productCode: 'test',
  hotline: '12320',
  address: '测试路 1 号',
  phones: [{ label: '健康热线', number: '12320' }],
  copyright: '© 测试',
  recordNumber: '测ICP备1号',
  techSupport: '技术支持：测试',
  qrCodes: [{ key: 'gov', caption: '政务服务', imageUrl: '/api/site/qr/gov.svg' }],
  govLoginUrl: '/gov-sso/',
};

/** For components that watch their size; jsdom has no ResizeObserver. */
export class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

import { Type, type Static } from '@sinclair/typebox';

export const SitePhone = Type.Object(
  { label: Type.String(), number: Type.String() },
  { additionalProperties: false },
);

export const SiteQrCode = Type.Object(
  {
    key: Type.Union([Type.Literal('gov'), Type.Literal('wechat')]),
    caption: Type.String({ description: '二维码下方的说明文字' }),
    imageUrl: Type.String({ description: '二维码图片地址（站内路径）' }),
  },
  { additionalProperties: false },
);
export type SiteQrCode = Static<typeof SiteQrCode>;

/** Public settings the shell (header, footer, storage prefix) is rendered from. */
export const SiteConfig = Type.Object(
  {
    countyName: Type.String(),
    siteName: Type.String(),
    productCode: Type.String({ pattern: '^[a-z][a-z0-9]{1,15}$' }),
    hotline: Type.String(),
    address: Type.String(),
    phones: Type.Array(SitePhone),
    copyright: Type.String(),
    recordNumber: Type.String(),
    techSupport: Type.String(),
    qrCodes: Type.Array(SiteQrCode),
    govLoginUrl: Type.String(),
  },
  { $id: 'SiteConfig', additionalProperties: false },
);
export type SiteConfig = Static<typeof SiteConfig>;

export const HealthStatus = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  },
  { additionalProperties: false },
);
export type HealthStatus = Static<typeof HealthStatus>;

/** Path parameters of the QR image endpoint; unknown but well-formed keys answer 404. */
export const SiteQrParams = Type.Object(
  { key: Type.String({ title: '二维码编号', pattern: '^[a-z][a-z0-9-]{0,31}$' }) },
  { additionalProperties: false },
);
export type SiteQrParams = Static<typeof SiteQrParams>;

import { Type, type Static } from '@sinclair/typebox';

export const SsoQuery = Type.Object({
  ticketId: Type.String({ title: '票据', minLength: 1, maxLength: 256 }),
});
export type SsoQuery = Static<typeof SsoQuery>;

/** The single-sign-on record of spec section 3; `userid` is the new session token. */
export const SsoRecord = Type.Object(
  {
    userid: Type.String(),
    userno: Type.String({ description: '用户号（已脱敏）' }),
    zlbid: Type.String({ description: '政务服务平台用户 ID' }),
    zlbname: Type.String({ description: '政务服务平台姓名' }),
    zlbfirst: Type.Boolean({ description: '是否首次经政务服务平台进入本站' }),
  },
  { additionalProperties: false },
);
export type SsoRecord = Static<typeof SsoRecord>;

export const SsoAnswer = Type.Union([
  Type.Object({ code: Type.Literal(0), data: SsoRecord }, { additionalProperties: false }),
  Type.Object(
    { code: Type.Integer({ minimum: 1 }), message: Type.String() },
    { additionalProperties: false },
  ),
]);
export type SsoAnswer = Static<typeof SsoAnswer>;

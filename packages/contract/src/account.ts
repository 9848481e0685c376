import { Type, type Static } from '@sinclair/typebox';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const NullableString = Nullable(Type.String());

/**
 * The current user (spec section 3, api-contract.md): the spec's upper-case field names, null
 * where unknown. Phones and ID numbers are always masked here.
 */
export const UserInfo = Type.Object(
  {
    ID: Type.String({ description: '用户编号（内部 ID）' }),
    USER_NO: Type.String({ description: '用户号（注册手机号，已脱敏）' }),
    USER_NAME: Type.Union([Type.String(), Type.Null()], {
      description: '实名姓名，实名认证后才有',
    }),
    USER_NICKNAME: NullableString,
    HEAD_PHOTO: Type.Union([Type.String(), Type.Null()], {
      description: '头像路径（站内路径或 http 地址）',
    }),
    SEX: Type.Union([Type.Literal('男'), Type.Literal('女'), Type.Null()]),
    AGE: Type.Union([Type.Integer(), Type.Null()]),
    ID_NO: Type.Union([Type.String(), Type.Null()], { description: '证件号码（已脱敏）' }),
    ID_TYPE: NullableString,
    USER_SCORE: Type.Integer(),
    USER_STATUS: Type.Union([Type.Literal(0), Type.Literal(1)], {
      description: '0 未实名，1 已实名',
    }),
    REG_TIME: Type.String({ description: '注册时间，UTC ISO 字符串' }),
    PLAT_FROM: Type.Union([Type.Literal('web'), Type.Literal('gov')], {
      description: 'web 本站注册，gov 经政务服务平台单点登录创建',
    }),
    LOGIN_NAME: Type.String({ description: '登录用户名（手机号时已脱敏）' }),
    PHONE: Type.String({ description: '绑定手机号（已脱敏）' }),
    DEVICE_BOUND: Type.Boolean({ description: '登录是否需要绑定手机验证码' }),
    CLIENTID: Type.Null(),
    JKY_OPENID: Type.Null(),
    JKY_UID: Type.Null(),
    PHONETYPE: Type.Null(),
    SPTMP_LIMIT_ROWNUM: Type.Null(),
    WX_ID: Type.Null(),
  },
  { $id: 'UserInfo', additionalProperties: false },
);
export type UserInfo = Static<typeof UserInfo>;

/** `false` when the token is missing, invalid or expired (api-contract.md). */
export const UserInfoOrFalse = Type.Union([UserInfo, Type.Literal(false)]);

const Username = Type.String({ title: '用户名', minLength: 1, maxLength: 32 });
const Password = Type.String({ title: '密码', minLength: 1, maxLength: 64 });
const Phone = Type.String({ title: '手机号', pattern: '^1[3-9]\\d{9}$' });
const SmsCode = Type.String({ title: '短信验证码', pattern: '^\\d{6}$' });

export const LoginBody = Type.Object({
  username: Username,
  password: Password,
  /** Required when the account has bound sign-in to its phone (chk_scan says needScan). */
  code: Type.Optional(SmsCode),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginResult = Type.Object(
  { token: Type.String(), user: UserInfo },
  { additionalProperties: false },
);
export type LoginResult = Static<typeof LoginResult>;

export const ScanQuery = Type.Object({ username: Username });
export const ScanResult = Type.Object(
  { needScan: Type.Boolean() },
  { additionalProperties: false },
);
export type ScanResult = Static<typeof ScanResult>;

export const RegisterBody = Type.Object({
  phone: Phone,
  /** Optional chosen name; the phone number is the username when it is left out. */
  username: Type.Optional(Type.String({ title: '用户名', maxLength: 32 })),
  password: Password,
  code: SmsCode,
});
export type RegisterBody = Static<typeof RegisterBody>;

export const SMS_PURPOSES = ['register', 'reset'] as const;
export const SmsCodeBody = Type.Object({
  phone: Phone,
  purpose: Type.Union(
    SMS_PURPOSES.map((p) => Type.Literal(p)),
    { title: '验证码用途' },
  ),
});
export type SmsCodeBody = Static<typeof SmsCodeBody>;

/** Codes to an account's bound phone: the password proves the person may ask for one. */
export const DeviceSmsBody = Type.Object({
  username: Username,
  password: Password,
  purpose: Type.Union([Type.Literal('login'), Type.Literal('unbind')], { title: '验证码用途' }),
});
export type DeviceSmsBody = Static<typeof DeviceSmsBody>;

export const SmsSent = Type.Object(
  {
    /** Masked phone the code went to (for reset: the phone typed, whether or not it has an account). */
    phone: Type.String(),
    /** Seconds before another code may be asked for. */
    retryAfter: Type.Integer(),
  },
  { additionalProperties: false },
);
export type SmsSent = Static<typeof SmsSent>;

export const ResetPasswordBody = Type.Object({ phone: Phone, code: SmsCode, password: Password });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const UnbindBody = Type.Object({ username: Username, password: Password, code: SmsCode });
export type UnbindBody = Static<typeof UnbindBody>;

export const ChangePasswordBody = Type.Object({
  oldPassword: Type.String({ title: '原密码', minLength: 1, maxLength: 64 }),
  newPassword: Type.String({ title: '新密码', minLength: 1, maxLength: 64 }),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const DeviceBindingBody = Type.Object({
  enabled: Type.Boolean({ title: '登录验证' }),
});
export type DeviceBindingBody = Static<typeof DeviceBindingBody>;

export const OkResult = Type.Object({ ok: Type.Literal(true) }, { additionalProperties: false });
export type OkResult = Static<typeof OkResult>;

/** `col` allow-list of zlb.do_edituser.html. */
export const EDITABLE_USER_COLUMNS = ['USER_NICKNAME', 'HEAD_PHOTO'] as const;
export const EditUserBody = Type.Object({
  col: Type.String({ title: '修改项', maxLength: 40 }),
  updcol: Type.String({ title: '新值', maxLength: 200 }),
  id: Type.String({ title: '用户编号', maxLength: 64 }),
});
export type EditUserBody = Static<typeof EditUserBody>;

export const AvatarUploaded = Type.Object(
  {
    url: Type.String({
      description: '头像站内路径，随后以 HEAD_PHOTO 提交给 zlb.do_edituser.html',
    }),
  },
  { additionalProperties: false },
);
export type AvatarUploaded = Static<typeof AvatarUploaded>;

import { Type, type Static, type TInteger } from '@sinclair/typebox';
import { ACCESS_REQUIREMENTS } from './access.js';

/**
 * The bureau administrator's endpoints (staff console): site settings, the access policy of
 * chk_webaction, citizen accounts and the sensitive-word list.
 */

/** One number of `rules.account`: what it limits, its unit and the range the console accepts. */
export interface AccountRuleField {
  key: string;
  label: string;
  unit: string;
  min: number;
  max: number;
  /** What it limits, in a sentence the operator reads beside the field. */
  help: string;
}

export const ACCOUNT_RULE_FIELDS = [
  {
    key: 'sessionIdleMinutes',
    label: '登录空闲超时',
    unit: '分钟',
    min: 5,
    max: 1440,
    help: '市民登录后多久无操作即自动退出',
  },
  {
    key: 'sessionAbsoluteHours',
    label: '登录最长有效期',
    unit: '小时',
    min: 1,
    max: 720,
    help: '无论是否操作，一次登录最长保持多久',
  },
  {
    key: 'lockoutFailures',
    label: '密码错误锁定次数',
    unit: '次',
    min: 3,
    max: 20,
    help: '在下方时间窗口内密码错误达到该次数即暂时锁定该账号',
  },
  {
    key: 'lockoutWindowMinutes',
    label: '密码错误统计窗口',
    unit: '分钟',
    min: 1,
    max: 1440,
    help: '统计密码错误次数的时间范围，也是锁定持续的时长',
  },
  {
    key: 'smsCodeTtlMinutes',
    label: '短信验证码有效期',
    unit: '分钟',
    min: 1,
    max: 30,
    help: '验证码发出后多久失效',
  },
  {
    key: 'smsMaxTries',
    label: '验证码最多尝试次数',
    unit: '次',
    min: 1,
    max: 10,
    help: '同一条验证码最多可输错几次，超过即作废',
  },
  {
    key: 'smsIntervalSeconds',
    label: '验证码发送间隔',
    unit: '秒',
    min: 30,
    max: 600,
    help: '同一手机号两次获取验证码之间至少间隔多久',
  },
  {
    key: 'smsDailyMax',
    label: '每个手机号每日短信上限',
    unit: '条',
    min: 1,
    max: 50,
    help: '同一手机号每天最多收到多少条验证码',
  },
  {
    key: 'smsClientHourlyMax',
    label: '每个来源地址每小时短信上限',
    unit: '条',
    min: 1,
    max: 200,
    help: '同一网络地址每小时最多可申请多少条验证码（不论手机号）',
  },
  {
    key: 'smsSiteDailyMax',
    label: '全站每日短信上限',
    unit: '条',
    min: 100,
    max: 1000000,
    help: '全站每天最多发送的短信条数，达到即告警并停止发送',
  },
  {
    key: 'avatarDailyMax',
    label: '每日头像上传上限',
    unit: '张',
    min: 1,
    max: 100,
    help: '每个账号每天最多上传多少张头像图片',
  },
  {
    key: 'familyMax',
    label: '就诊人数量上限',
    unit: '人',
    min: 1,
    max: 10,
    help: '每个账号除本人外最多添加多少位就诊人',
  },
  {
    key: 'constitutionDailyMax',
    label: '每日体质辨识保存上限',
    unit: '次',
    min: 1,
    max: 100,
    help: '每个账号每天最多保存多少次中医体质辨识结果',
  },
  {
    key: 'evaluationDailyMax',
    label: '每日就医评价上限',
    unit: '条',
    min: 1,
    max: 50,
    help: '每个账号每天最多发表多少条就医评价',
  },
  {
    key: 'evaluationReportDailyMax',
    label: '每日举报评价上限',
    unit: '次',
    min: 1,
    max: 200,
    help: '每个账号每天最多举报多少条就医评价',
  },
  {
    key: 'consultOpenMax',
    label: '未结束咨询上限',
    unit: '条',
    min: 1,
    max: 20,
    help: '每个账号同时最多有多少条待回复或已回复的咨询',
  },
  {
    key: 'consultDailyMax',
    label: '每日咨询上限',
    unit: '条',
    min: 1,
    max: 100,
    help: '每个账号每天最多提交多少条咨询',
  },
  {
    key: 'consultImageDailyMax',
    label: '每日咨询图片上传上限',
    unit: '张',
    min: 1,
    max: 200,
    help: '每个账号每天最多为咨询上传多少张图片',
  },
] as const satisfies readonly AccountRuleField[];

export type AccountRuleKey = (typeof ACCOUNT_RULE_FIELDS)[number]['key'];

const ruleNumber = (f: (typeof ACCOUNT_RULE_FIELDS)[number]): TInteger =>
  Type.Integer({ title: f.label, minimum: f.min, maximum: f.max });

export const AccountRulesBody = Type.Object(
  Object.fromEntries(ACCOUNT_RULE_FIELDS.map((f) => [f.key, ruleNumber(f)])) as Record<
    AccountRuleKey,
    TInteger
  >,
  { additionalProperties: false },
);
export type AccountRulesBody = Static<typeof AccountRulesBody>;

const text = (title: string, maxLength: number, minLength = 1) =>
  Type.String({ title, minLength, maxLength });

/** What the bureau edits of the site: the hotline, the footer and the account rules. */
export const SiteSettingsBody = Type.Object(
  {
    hotline: text('服务热线', 32),
    address: text('地址', 100),
    phones: Type.Array(
      Type.Object(
        { label: text('电话名称', 20), number: text('电话号码', 32) },
        { additionalProperties: false },
      ),
      { title: '页脚电话', maxItems: 10 },
    ),
    copyright: text('版权信息', 100),
    recordNumber: text('备案号', 64),
    techSupport: text('技术支持', 64, 0),
    accountRules: AccountRulesBody,
  },
  { additionalProperties: false },
);
export type SiteSettingsBody = Static<typeof SiteSettingsBody>;

export const SiteSettingsView = Type.Object({
  ...SiteSettingsBody.properties,
  /** The built-in value of each rule, shown beside its field. */
  accountRuleDefaults: AccountRulesBody,
});
export type SiteSettingsView = Static<typeof SiteSettingsView>;

export const AccessRequirementSchema = Type.Union(
  ACCESS_REQUIREMENTS.map((r) => Type.Literal(r)),
  { title: '访问要求' },
);

export const ACCESS_REQUIREMENT_NAMES: Record<(typeof ACCESS_REQUIREMENTS)[number], string> = {
  none: '无需登录',
  signed_in: '需要登录',
  verified: '需要实名认证',
};

export const AccessActionParams = Type.Object({
  action: Type.String({ title: '权限动作', pattern: '^[a-z_]{1,32}$' }),
});

export const AccessRuleBody = Type.Object(
  { requirement: AccessRequirementSchema },
  { additionalProperties: false },
);
export type AccessRuleBody = Static<typeof AccessRuleBody>;

export const AccessRuleView = Type.Object({
  action: Type.String(),
  requirement: AccessRequirementSchema,
  defaultRequirement: AccessRequirementSchema,
  /** The citizen pages the action guards and what they hold. */
  protects: Type.String(),
  /** Sign-in pages themselves: they must stay open to everyone. */
  fixed: Type.Boolean(),
  updatedAt: Type.String(),
});
export type AccessRuleView = Static<typeof AccessRuleView>;

export const CitizenQuery = Type.Object({
  q: Type.String({ title: '用户名或手机号', minLength: 1, maxLength: 32 }),
});

/** A citizen account as the console shows it: the phone and ID number masked, never in full. */
export const CitizenView = Type.Object({
  id: Type.String(),
  username: Type.String(),
  phoneMasked: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  via: Type.Union([Type.Literal('web'), Type.Literal('gov')]),
  registeredAt: Type.String(),
  verified: Type.Boolean(),
  idNumberMasked: Type.Union([Type.String(), Type.Null()]),
  lockedAt: Type.Union([Type.String(), Type.Null()]),
  liveSessions: Type.Integer(),
  /** Minutes left of the automatic lock after wrong passwords (0 when none); unlock clears it. */
  failureLockMinutes: Type.Integer(),
});
export type CitizenView = Static<typeof CitizenView>;

export const SENSITIVE_WORD_MAX = 20;

export const SensitiveWordBody = Type.Object(
  { word: Type.String({ title: '敏感词', minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
export type SensitiveWordBody = Static<typeof SensitiveWordBody>;

export const SensitiveWordView = Type.Object({
  id: Type.String(),
  word: Type.String(),
  createdAt: Type.String(),
  createdBy: Type.Union([Type.String(), Type.Null()]),
});
export type SensitiveWordView = Static<typeof SensitiveWordView>;

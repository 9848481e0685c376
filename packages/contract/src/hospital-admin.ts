import { Type, type Static } from '@sinclair/typebox';
import { DRAW_MINUTES } from './draw-rules.js';
import {
  Avatar,
  CLOCK_TIME,
  ClinicTypeSchema,
  DoctorTitleSchema,
  Id,
  ReleaseModeSchema,
} from './hospitals.js';

// The hospital administrator's pages of the staff console: the hospital's own page, its
// departments and doctors, its booking rules and its API keys. A hospital administrator works
// on their own hospital only; the bureau on any.

export const HospitalAdminParams = Type.Object({ hospitalId: Id('医院') });
export type HospitalAdminParams = Static<typeof HospitalAdminParams>;

export const HospitalAdminItemParams = Type.Object({ hospitalId: Id('医院'), id: Id('编号') });
export type HospitalAdminItemParams = Static<typeof HospitalAdminItemParams>;

const Text = (title: string, maxLength: number, minLength = 0) =>
  Type.String({ title, minLength, maxLength });
const Time = (title: string) =>
  Type.String({ title, pattern: CLOCK_TIME, description: 'HH:mm，北京时间' });
const Count = (title: string, minimum: number, maximum: number) =>
  Type.Integer({ title, minimum, maximum });

const PhoneEntry = Type.Object(
  {
    label: Text('电话名称', 20, 1),
    number: Type.String({
      title: '电话号码',
      pattern: '^[0-9][0-9 ()+转-]{2,39}$',
      description: '如 0999-6623120 或 0999-6623120 转 8120',
    }),
  },
  { additionalProperties: false },
);

/** What the hospital page shows that its administrator writes. */
export const HospitalProfileBody = Type.Object(
  {
    intro: Text('医院介绍', 4000, 1),
    hours: Text('门诊时间', 500, 1),
    transport: Text('交通指引', 1000),
    phones: Type.Array(PhoneEntry, { title: '联系电话', minItems: 1, maxItems: 10 }),
    notices: Type.Array(Text('就诊须知', 300, 1), { title: '就诊须知', maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type HospitalProfileBody = Static<typeof HospitalProfileBody>;

export const HospitalProfile = Type.Composite([
  Type.Object({ id: Type.String(), name: Type.String() }),
  HospitalProfileBody,
]);
export type HospitalProfile = Static<typeof HospitalProfile>;

export const AdminDepartment = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** null for a top-level category (内科). */
  parentId: Type.Union([Type.String(), Type.Null()]),
  intro: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  retiredAt: Type.Union([Type.String(), Type.Null()]),
  /** Doctors in practice in it. */
  doctors: Type.Integer(),
  /** The department's own release mode, or null to follow the hospital's booking rules. */
  releaseMode: Type.Union([ReleaseModeSchema, Type.Null()]),
  drawMinutes: Type.Union([Type.Integer(), Type.Null()]),
});
export type AdminDepartment = Static<typeof AdminDepartment>;
export const AdminDepartmentList = Type.Array(AdminDepartment);

export const DepartmentBody = Type.Object(
  {
    name: Text('科室名称', 30, 1),
    parentId: Type.Union([Id('上级科室'), Type.Null()], { title: '上级科室' }),
    intro: Text('科室介绍', 2000),
    /** 放号方式: null (or left out) follows the hospital's rules. */
    releaseMode: Type.Optional(Type.Union([ReleaseModeSchema, Type.Null()], { title: '放号方式' })),
    drawMinutes: Type.Optional(
      Type.Union([Count('抽签登记时长（分钟）', DRAW_MINUTES.min, DRAW_MINUTES.max), Type.Null()], {
        title: '抽签登记时长（分钟）',
      }),
    ),
  },
  { additionalProperties: false },
);
export type DepartmentBody = Static<typeof DepartmentBody>;

export const AdminDoctor = Type.Object({
  id: Type.String(),
  departmentId: Type.String(),
  departmentName: Type.String(),
  name: Type.String(),
  title: DoctorTitleSchema,
  specialty: Type.String(),
  intro: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  retiredAt: Type.Union([Type.String(), Type.Null()]),
  avatar: Avatar,
  /** Whether citizens may ask this doctor by name (接受在线咨询). */
  acceptsQuestions: Type.Boolean(),
});
export type AdminDoctor = Static<typeof AdminDoctor>;
export const AdminDoctorList = Type.Array(AdminDoctor);

export const DoctorBody = Type.Object(
  {
    name: Text('姓名', 20, 1),
    title: DoctorTitleSchema,
    departmentId: Id('科室'),
    specialty: Text('擅长', 200),
    intro: Text('医生介绍', 2000),
    /** 接受在线咨询: a new doctor accepts questions unless told; an edit without it keeps it. */
    acceptsQuestions: Type.Optional(Type.Boolean({ title: '接受在线咨询' })),
  },
  { additionalProperties: false },
);
export type DoctorBody = Static<typeof DoctorBody>;

/** A hospital's booking rules as its administrator sets them (BookingRules in booking-rules.ts). */
export const BookingRulesBody = Type.Object(
  {
    releaseTime: Time('放号时间'),
    windowDays: Count('预约周期（天）', 1, 28),
    cancelCutoffTime: Time('退号截止时间'),
    slotMinutes: Count('分时段长度（分钟）', 5, 30),
    dailyLimit: Count('每日限约', 1, 10),
    openLimit: Count('待就诊上限', 1, 20),
    monthlyLimit: Count('30 天限约', 1, 60),
    noShowLimit: Count('爽约次数', 1, 10),
    noShowWindowDays: Count('爽约统计天数', 1, 365),
    suspensionDays: Count('暂停预约天数', 1, 365),
    waitlistLimit: Count('候补上限', 0, 10),
    releaseMode: ReleaseModeSchema,
    drawMinutes: Count('抽签登记时长（分钟）', DRAW_MINUTES.min, DRAW_MINUTES.max),
    drawClinicTypes: Type.Array(ClinicTypeSchema, { title: '抽签的号别', uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type BookingRulesBody = Static<typeof BookingRulesBody>;

export const ApiKeyView = Type.Object({
  id: Type.String(),
  /** The first characters, enough to tell keys apart; the key itself is never shown again. */
  prefix: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
  revokedAt: Type.Union([Type.String(), Type.Null()]),
});
export type ApiKeyView = Static<typeof ApiKeyView>;
export const ApiKeyList = Type.Array(ApiKeyView);

/** A new key: `key` is shown this once. */
export const NewApiKey = Type.Object({ view: ApiKeyView, key: Type.String() });
export type NewApiKey = Static<typeof NewApiKey>;

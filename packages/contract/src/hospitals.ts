import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import {
  CLINIC_TYPES,
  DOCTOR_TITLES,
  HOSPITAL_LEVELS,
  HOSPITAL_TYPES,
  PERIODS,
  SCHEDULE_STATES,
} from './booking-rules.js';
import { DRAW_MINUTES, RELEASE_MODES } from './draw-rules.js';
import { Page, PageQuery } from './paging.js';

const literals = <T extends string>(values: readonly T[], options: { title: string }) =>
  Type.Union(values.map((v) => Type.Literal(v)) as TLiteral<T>[], options);

export const HospitalLevelSchema = literals(HOSPITAL_LEVELS, { title: '医院等级' });
export const HospitalTypeSchema = literals(HOSPITAL_TYPES, { title: '医院类型' });
export const DoctorTitleSchema = literals(DOCTOR_TITLES, { title: '医生职称' });
export const ClinicTypeSchema = literals(CLINIC_TYPES, { title: '门诊类型' });
export const PeriodSchema = literals(PERIODS, { title: '时段' });
export const ScheduleStateSchema = literals(SCHEDULE_STATES, { title: '号源状态' });
export const ReleaseModeSchema = literals(RELEASE_MODES, { title: '放号方式' });

export const Id = (title: string) => Type.String({ title, minLength: 1, maxLength: 64 });
export const DateString = (title: string) =>
  Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD，北京时间' });
/** HH:mm on a 24-hour clock. */
export const CLOCK_TIME = '^([01]\\d|2[0-3]):[0-5]\\d$';
const Time = Type.String({ pattern: CLOCK_TIME, description: 'HH:mm，北京时间' });

export const IdParams = Type.Object({ id: Id('编号') });
export type IdParams = Static<typeof IdParams>;

export const HospitalListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String({ title: '关键词', maxLength: 40 })),
    level: Type.Optional(HospitalLevelSchema),
    type: Type.Optional(HospitalTypeSchema),
  }),
]);
export type HospitalListQuery = Static<typeof HospitalListQuery>;

const Phone = Type.Object(
  { label: Type.String(), number: Type.String() },
  { additionalProperties: false },
);

const hospitalSummaryFields = {
  id: Type.String(),
  name: Type.String(),
  level: HospitalLevelSchema,
  type: HospitalTypeSchema,
  address: Type.String(),
  phone: Type.String({ description: '总机或预约电话（医院公开号码）' }),
  /** Slots open now for a day of the coming seven. */
  bookableThisWeek: Type.Boolean({ description: '未来 7 天内是否有可预约的号源' }),
};

export const HospitalSummary = Type.Object(hospitalSummaryFields, {
  additionalProperties: false,
});
export type HospitalSummary = Static<typeof HospitalSummary>;

export const HospitalPage = Page(HospitalSummary);
export type HospitalPage = Static<typeof HospitalPage>;

export const BookingRulesSchema = Type.Object(
  {
    releaseTime: Time,
    windowDays: Type.Integer({ minimum: 1, maximum: 28 }),
    cancelCutoffTime: Time,
    slotMinutes: Type.Integer({ minimum: 1, maximum: 30 }),
    dailyLimit: Type.Integer({ minimum: 1 }),
    openLimit: Type.Integer({ minimum: 1 }),
    monthlyLimit: Type.Integer({ minimum: 1 }),
    noShowLimit: Type.Integer({ minimum: 1 }),
    noShowWindowDays: Type.Integer({ minimum: 1 }),
    suspensionDays: Type.Integer({ minimum: 1 }),
    waitlistLimit: Type.Integer({ minimum: 0 }),
    releaseMode: ReleaseModeSchema,
    drawMinutes: Type.Integer({ minimum: DRAW_MINUTES.min, maximum: DRAW_MINUTES.max }),
    drawClinicTypes: Type.Array(ClinicTypeSchema),
  },
  { additionalProperties: false },
);

export const Department = Type.Object(
  {
    id: Type.String(),
    hospitalId: Type.String(),
    name: Type.String(),
    /** null for a top-level category (内科); its id for a clinic (心血管内科). */
    parentId: Type.Union([Type.String(), Type.Null()]),
    /** The top-level category's name, the department's own for a top level. */
    category: Type.String(),
    intro: Type.String(),
  },
  { additionalProperties: false },
);
export type Department = Static<typeof Department>;

export const HospitalDetail = Type.Object(
  {
    ...hospitalSummaryFields,
    intro: Type.String(),
    phones: Type.Array(Phone),
    hours: Type.String({ description: '门诊时间' }),
    transport: Type.String({ description: '交通指引' }),
    notices: Type.Array(Type.String(), { description: '就诊须知' }),
    specialties: Type.Array(Type.String(), { description: '特色专科' }),
    rules: BookingRulesSchema,
    /** Top-level categories first in their order, each followed by its clinics. */
    departments: Type.Array(Department),
  },
  { additionalProperties: false },
);
export type HospitalDetail = Static<typeof HospitalDetail>;

/** Generated picture of a doctor: never a photo, the name's last characters on a colour. */
export const Avatar = Type.Object(
  { text: Type.String(), color: Type.String({ description: '背景色 #rrggbb' }) },
  { additionalProperties: false },
);
export type Avatar = Static<typeof Avatar>;

const doctorSummaryFields = {
  id: Type.String(),
  hospitalId: Type.String(),
  departmentId: Type.String(),
  name: Type.String(),
  title: DoctorTitleSchema,
  specialty: Type.String({ description: '擅长' }),
  avatar: Avatar,
};

export const DoctorSummary = Type.Object(doctorSummaryFields, { additionalProperties: false });
export type DoctorSummary = Static<typeof DoctorSummary>;

export const Doctor = Type.Object(
  {
    ...doctorSummaryFields,
    hospitalName: Type.String(),
    departmentName: Type.String(),
    intro: Type.String(),
  },
  { additionalProperties: false },
);
export type Doctor = Static<typeof Doctor>;

/** Searching doctors by name on the booking index (choose hospital → … or search a doctor). */
export const DoctorSearchQuery = Type.Object({
  keyword: Type.String({ title: '医生姓名', minLength: 1, maxLength: 20 }),
  hospitalId: Type.Optional(Id('医院编号')),
});
export type DoctorSearchQuery = Static<typeof DoctorSearchQuery>;

export const DoctorList = Type.Array(Doctor);

export const DepartmentDetail = Type.Object(
  {
    ...Department.properties,
    hospitalName: Type.String(),
    /** Clinics under a top-level category (empty for a clinic). */
    children: Type.Array(Department),
    doctors: Type.Array(DoctorSummary),
  },
  { additionalProperties: false },
);
export type DepartmentDetail = Static<typeof DepartmentDetail>;

export const ScheduleQuery = Type.Object({
  hospitalId: Type.Optional(Id('医院编号')),
  departmentId: Type.Optional(Id('科室编号')),
  doctorId: Type.Optional(Id('医生编号')),
  from: Type.Optional(DateString('开始日期')),
  to: Type.Optional(DateString('结束日期')),
  clinicType: Type.Optional(ClinicTypeSchema),
});
export type ScheduleQuery = Static<typeof ScheduleQuery>;

export const Schedule = Type.Object(
  {
    id: Type.String(),
    hospitalId: Type.String(),
    hospitalName: Type.String(),
    departmentId: Type.String(),
    departmentName: Type.String(),
    /** null for a department clinic without a named doctor (普通门诊). */
    doctorId: Type.Union([Type.String(), Type.Null()]),
    doctorName: Type.Union([Type.String(), Type.Null()]),
    doctorTitle: Type.Union([DoctorTitleSchema, Type.Null()]),
    date: Type.String({ description: 'YYYY-MM-DD，北京时间' }),
    period: PeriodSchema,
    start: Time,
    end: Time,
    clinicType: ClinicTypeSchema,
    fee: Type.Integer({ minimum: 0, description: '挂号费，单位：分' }),
    location: Type.String({ description: '就诊地点' }),
    capacity: Type.Integer({ minimum: 0 }),
    remaining: Type.Integer({ minimum: 0 }),
    state: ScheduleStateSchema,
    releaseAt: Type.String({ description: '放号时间，ISO 8601' }),
    /** ISO 8601; after it a booking is no longer cancelled online. */
    cancelDeadline: Type.String(),
    stopReason: Type.Union([Type.String(), Type.Null()], { description: '停诊原因' }),
    /** For a schedule released by draw: its window (the release time and its end). */
    draw: Type.Union([
      Type.Object(
        {
          windowStart: Type.String({ description: 'ISO 8601，开始登记（放号时间）' }),
          windowEnd: Type.String({ description: 'ISO 8601，登记截止，随即抽签' }),
          done: Type.Boolean({ description: '是否已抽签' }),
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);
export type Schedule = Static<typeof Schedule>;

export const ScheduleList = Type.Array(Schedule);

export const Slot = Type.Object(
  {
    id: Type.String(),
    start: Time,
    end: Time,
    capacity: Type.Integer({ minimum: 0 }),
    remaining: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type Slot = Static<typeof Slot>;

export const SlotList = Type.Array(Slot);

import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { BOOKING_STATUSES, WAITLIST_STATUSES } from './booking-rules.js';
import { DRAW_PREFERENCES_MAX } from './draw-rules.js';
import { CLOCK_TIME, ClinicTypeSchema, DateString, Id, PeriodSchema } from './hospitals.js';

const BookingStatusSchema = Type.Union(
  BOOKING_STATUSES.map((s) => Type.Literal(s)) as TLiteral<(typeof BOOKING_STATUSES)[number]>[],
  { title: '预约状态' },
);
const WaitlistStatusSchema = Type.Union(
  WAITLIST_STATUSES.map((s) => Type.Literal(s)) as TLiteral<(typeof WAITLIST_STATUSES)[number]>[],
  { title: '候补状态' },
);
const Time = Type.String({ pattern: CLOCK_TIME });

/** `self` for the account holder, else the id of one of the account's family members. */
const PatientId = Type.String({ title: '就诊人', minLength: 1, maxLength: 64 });

/**
 * On a schedule released by draw, inside its window, the same body records an entry (202):
 * `slotId` names the schedule, `preferredSlotIds` up to 3 slots in order of preference (none:
 * any slot), `waitlist` whether to go on the waiting list when no preferred slot is left
 * (default yes). A first-come schedule books `slotId` and ignores both.
 */
export const BookingBody = Type.Object({
  slotId: Id('号源时段'),
  patientId: PatientId,
  preferredSlotIds: Type.Optional(
    Type.Array(Id('意向时段'), {
      title: '意向时段',
      maxItems: DRAW_PREFERENCES_MAX,
      uniqueItems: true,
    }),
  ),
  waitlist: Type.Optional(Type.Boolean({ title: '未中签时加入候补' })),
});
export type BookingBody = Static<typeof BookingBody>;

export const BookingPatient = Type.Object(
  {
    id: Type.String({ description: 'self 或就诊人编号' }),
    name: Type.String({ description: '姓名（已脱敏）' }),
    idNo: Type.String({ description: '证件号码（已脱敏）' }),
    relation: Type.String({ description: '本人，或与本人的关系' }),
  },
  { additionalProperties: false },
);
export type BookingPatient = Static<typeof BookingPatient>;

/** What a schedule says about a booking or a waiting entry, so a list needs no second call. */
export const visitFields = {
  scheduleId: Type.String(),
  hospitalId: Type.String(),
  hospitalName: Type.String(),
  departmentId: Type.String(),
  departmentName: Type.String(),
  doctorId: Type.Union([Type.String(), Type.Null()]),
  doctorName: Type.Union([Type.String(), Type.Null()]),
  date: Type.String(),
  period: PeriodSchema,
  clinicType: ClinicTypeSchema,
  fee: Type.Integer({ description: '挂号费，单位：分' }),
  location: Type.String(),
  patient: BookingPatient,
};

export const Booking = Type.Object(
  {
    id: Type.String(),
    status: BookingStatusSchema,
    queueNo: Type.Integer({ description: '就诊序号' }),
    pickupCode: Type.String({ description: '取号密码，8 位数字' }),
    slotId: Type.String(),
    start: Time,
    end: Time,
    ...visitFields,
    /** ISO 8601: free cancellation until then. */
    cancelDeadline: Type.String(),
    createdAt: Type.String(),
    cancelledAt: Type.Union([Type.String(), Type.Null()]),
    cancelReason: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type Booking = Static<typeof Booking>;

export const BookingListQuery = Type.Object({ status: Type.Optional(BookingStatusSchema) });
export type BookingListQuery = Static<typeof BookingListQuery>;

/** A patient of the account whose online booking is suspended after no-shows. */
export const Suspension = Type.Object(
  {
    patientId: Type.String(),
    name: Type.String({ description: '姓名（已脱敏）' }),
    until: Type.String({ description: 'YYYY-MM-DD，该日起恢复预约' }),
    message: Type.String(),
  },
  { additionalProperties: false },
);
export type Suspension = Static<typeof Suspension>;

export const BookingList = Type.Object(
  { list: Type.Array(Booking), suspensions: Type.Array(Suspension) },
  { additionalProperties: false },
);
export type BookingList = Static<typeof BookingList>;

export const WaitlistBody = Type.Object({ scheduleId: Id('排班'), patientId: PatientId });
export type WaitlistBody = Static<typeof WaitlistBody>;

export const WaitlistEntry = Type.Object(
  {
    id: Type.String(),
    status: WaitlistStatusSchema,
    /** The booking a freed slot became (status booked). */
    bookingId: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String(),
    ...visitFields,
  },
  { additionalProperties: false },
);
export type WaitlistEntry = Static<typeof WaitlistEntry>;

export const WaitlistList = Type.Array(WaitlistEntry);

// Hospital systems (Authorization: Bearer <hospital API key>).

export const IngestVisitBody = Type.Object({
  bookingId: Type.Optional(Id('预约编号')),
  pickupCode: Type.Optional(Type.String({ title: '取号密码', pattern: '^\\d{8}$' })),
  status: Type.Union(
    [Type.Literal('checked_in'), Type.Literal('completed'), Type.Literal('no_show')],
    { title: '就诊状态' },
  ),
});
export type IngestVisitBody = Static<typeof IngestVisitBody>;

export const IngestVisitResult = Type.Object(
  { bookingId: Type.String(), status: BookingStatusSchema },
  { additionalProperties: false },
);
export type IngestVisitResult = Static<typeof IngestVisitResult>;

export const IngestSlot = Type.Object({
  start: Type.String({ title: '开始时间', pattern: CLOCK_TIME }),
  end: Type.String({ title: '结束时间', pattern: CLOCK_TIME }),
  capacity: Type.Integer({ title: '号源数', minimum: 0, maximum: 500 }),
  /** Places the hospital already gave out through its own windows when first sending the slot. */
  taken: Type.Optional(Type.Integer({ title: '其他渠道已占用', minimum: 0, maximum: 500 })),
});
export type IngestSlot = Static<typeof IngestSlot>;

/** A hospital's own code for a department or doctor (its HIS dictionary). */
const HospitalCode = (title: string) =>
  Type.String({ title, minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_.-]+$' });

/**
 * A schedule names its department and doctor by the portal's ids or by the hospital's own
 * codes (`GET /api/ingest/catalog` lists both): one of `departmentId` or `departmentCode`.
 */
export const IngestSchedule = Type.Object({
  externalId: Type.String({ title: '医院排班编号', minLength: 1, maxLength: 64 }),
  departmentId: Type.Optional(Id('科室编号')),
  departmentCode: Type.Optional(HospitalCode('医院科室代码')),
  doctorId: Type.Optional(Type.Union([Id('医生编号'), Type.Null()])),
  doctorCode: Type.Optional(HospitalCode('医院医生工号')),
  date: DateString('出诊日期'),
  period: PeriodSchema,
  clinicType: ClinicTypeSchema,
  fee: Type.Integer({ title: '挂号费（分）', minimum: 0, maximum: 1_000_000 }),
  location: Type.Optional(Type.String({ title: '就诊地点', maxLength: 100 })),
  state: Type.Optional(
    Type.Union([Type.Literal('open'), Type.Literal('stopped')], { title: '排班状态' }),
  ),
  stopReason: Type.Optional(Type.String({ title: '停诊原因', maxLength: 100 })),
  slots: Type.Array(IngestSlot, { title: '号源时段', maxItems: 48 }),
});
export type IngestSchedule = Static<typeof IngestSchedule>;

export const IngestSchedulesBody = Type.Object({
  schedules: Type.Array(IngestSchedule, { title: '排班', minItems: 1, maxItems: 500 }),
});
export type IngestSchedulesBody = Static<typeof IngestSchedulesBody>;

export const IngestSchedulesResult = Type.Object(
  {
    created: Type.Integer(),
    updated: Type.Integer(),
    stopped: Type.Integer(),
    /** Bookings cancelled because their schedule stopped; each patient was told by SMS. */
    cancelledBookings: Type.Integer(),
    /** Portal ids by the hospital's own schedule ids. */
    ids: Type.Record(Type.String(), Type.String()),
  },
  { additionalProperties: false },
);
export type IngestSchedulesResult = Static<typeof IngestSchedulesResult>;

/** A hospital's departments and doctors with the portal's ids beside its own codes. */
export const IngestCatalog = Type.Object(
  {
    departments: Type.Array(
      Type.Object({
        id: Type.String(),
        code: Type.Union([Type.String(), Type.Null()]),
        name: Type.String(),
        parentId: Type.Union([Type.String(), Type.Null()]),
      }),
    ),
    doctors: Type.Array(
      Type.Object({
        id: Type.String(),
        code: Type.Union([Type.String(), Type.Null()]),
        name: Type.String(),
        title: Type.String(),
        departmentId: Type.String(),
      }),
    ),
  },
  { additionalProperties: false },
);
export type IngestCatalog = Static<typeof IngestCatalog>;

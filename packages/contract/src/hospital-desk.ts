import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { BOOKING_STATUSES, type BookingStatus } from './booking-rules.js';
import { ClinicTypeSchema, DateString, Id, PeriodSchema } from './hospitals.js';

// The staff console's hospital desk: schedules (a week from a template, capacity, 停诊), the
// day's bookings with check-in, completed and no-show, and the doctor's own desk.

const BookingStatusSchema = Type.Union(
  BOOKING_STATUSES.map((s) => Type.Literal(s)) as TLiteral<BookingStatus>[],
  { title: '预约状态' },
);

export const DeskHospitalParams = Type.Object({ hospitalId: Id('医院') });
export type DeskHospitalParams = Static<typeof DeskHospitalParams>;

export const DeskItemParams = Type.Object({ hospitalId: Id('医院'), id: Id('编号') });
export type DeskItemParams = Static<typeof DeskItemParams>;

export const DeskScheduleQuery = Type.Object({
  /** Today (China time) when left out. */
  from: Type.Optional(DateString('起始日期')),
  days: Type.Optional(Type.Integer({ title: '天数', minimum: 1, maximum: 31, default: 7 })),
  departmentId: Type.Optional(Id('科室')),
  doctorId: Type.Optional(Id('医生')),
});
export type DeskScheduleQuery = Static<typeof DeskScheduleQuery>;

/** One schedule as the console lists it: who, when, places and whether it stands. */
export const DeskSchedule = Type.Object({
  id: Type.String(),
  date: Type.String(),
  period: PeriodSchema,
  departmentId: Type.String(),
  departmentName: Type.String(),
  doctorId: Type.Union([Type.String(), Type.Null()]),
  doctorName: Type.Union([Type.String(), Type.Null()]),
  clinicType: Type.String(),
  fee: Type.Integer(),
  capacity: Type.Integer(),
  booked: Type.Integer(),
  state: Type.Union([Type.Literal('open'), Type.Literal('stopped')]),
  stopReason: Type.Union([Type.String(), Type.Null()]),
});
export type DeskSchedule = Static<typeof DeskSchedule>;

export const ScheduleWeekBody = Type.Object({
  doctorIds: Type.Array(Id('医生'), {
    title: '医生',
    minItems: 1,
    maxItems: 20,
    uniqueItems: true,
  }),
  /** ISO weekdays: 1 Monday … 7 Sunday. */
  weekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), {
    title: '星期',
    minItems: 1,
    maxItems: 7,
    uniqueItems: true,
  }),
  periods: Type.Array(PeriodSchema, { title: '时段', minItems: 1, maxItems: 3, uniqueItems: true }),
  startDate: DateString('开始日期'),
  capacity: Type.Integer({ title: '每个时段号源数', minimum: 1, maximum: 200 }),
  clinicType: ClinicTypeSchema,
  /** In fen (分). */
  fee: Type.Integer({ title: '挂号费（分）', minimum: 0, maximum: 100000 }),
});
export type ScheduleWeekBody = Static<typeof ScheduleWeekBody>;

export const ScheduleWeekResult = Type.Object({
  created: Type.Integer(),
  /** Doctor, day and period already scheduled: left as they are. */
  skipped: Type.Integer(),
  ids: Type.Array(Type.String()),
});
export type ScheduleWeekResult = Static<typeof ScheduleWeekResult>;

export const ScheduleCapacityBody = Type.Object({
  capacity: Type.Integer({ title: '号源数', minimum: 1, maximum: 200 }),
});
export type ScheduleCapacityBody = Static<typeof ScheduleCapacityBody>;

export const ScheduleStopBody = Type.Object({
  reason: Type.String({ title: '停诊原因', minLength: 1, maxLength: 100, pattern: '\\S' }),
});
export type ScheduleStopBody = Static<typeof ScheduleStopBody>;

export const ScheduleStopResult = Type.Object({
  schedule: DeskSchedule,
  cancelledBookings: Type.Integer(),
});
export type ScheduleStopResult = Static<typeof ScheduleStopResult>;

export const DeskBookingQuery = Type.Object({
  date: Type.Optional(DateString('就诊日期')),
  departmentId: Type.Optional(Id('科室')),
});
export type DeskBookingQuery = Static<typeof DeskBookingQuery>;

/** A booking as hospital staff see it: the patient masked (张*, ID and phone kept at the edges). */
export const DeskBooking = Type.Object({
  id: Type.String(),
  scheduleId: Type.String(),
  date: Type.String(),
  period: PeriodSchema,
  start: Type.String(),
  end: Type.String(),
  queueNo: Type.Integer(),
  departmentName: Type.String(),
  doctorName: Type.Union([Type.String(), Type.Null()]),
  patientName: Type.String(),
  idNo: Type.String(),
  phone: Type.String(),
  pickupCode: Type.String(),
  status: BookingStatusSchema,
});
export type DeskBooking = Static<typeof DeskBooking>;

export const DeskVisitBody = Type.Object({
  status: Type.Union(
    [Type.Literal('checked_in'), Type.Literal('completed'), Type.Literal('no_show')],
    { title: '就诊状态' },
  ),
});
export type DeskVisitBody = Static<typeof DeskVisitBody>;

export const DoctorDeskQuery = Type.Object({ date: Type.Optional(DateString('就诊日期')) });
export type DoctorDeskQuery = Static<typeof DoctorDeskQuery>;

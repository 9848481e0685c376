import { Type, type Static } from '@sinclair/typebox';
import { EvaluationSummary } from './evaluations.js';

/** The longest period the dashboard sums over, in calendar days (a leap year). */
export const DASHBOARD_MAX_DAYS = 366;
/** The period the console opens with. */
export const DASHBOARD_DEFAULT_DAYS = 30;

const ChinaDate = (title: string) =>
  Type.String({ title, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 });

export const DashboardQuery = Type.Object({
  from: Type.Optional(ChinaDate('开始日期')),
  to: Type.Optional(ChinaDate('结束日期')),
  hospitalId: Type.Optional(Type.String({ title: '医院', minLength: 1, maxLength: 64 })),
});
export type DashboardQuery = Static<typeof DashboardQuery>;

/**
 * One hospital's China calendar day. Each count is dated by the event it counts: a booking by
 * the day it was made, a cancellation by the day it was cancelled, no-shows and completed
 * visits by the visit day, a waiting-list fill by the day the entry became a booking.
 */
export const DashboardDay = Type.Object({
  date: Type.String(),
  hospitalId: Type.String(),
  booked: Type.Integer(),
  cancelled: Type.Integer(),
  noShows: Type.Integer(),
  completed: Type.Integer(),
  /**
   * Bookings of this visit day that were not cancelled, once the day has passed: the no-show
   * rate's denominator. 0 for today and later days, which have no rate yet.
   */
  visitsDue: Type.Integer(),
  waitlistFills: Type.Integer(),
});
export type DashboardDay = Static<typeof DashboardDay>;

/**
 * Texts per China day: codes (the sms_code table), which the site's daily ceiling limits, and
 * notices (reminders, booking changes, critical values), which it does not.
 */
export const DashboardSms = Type.Object({
  dailyCeiling: Type.Integer(),
  days: Type.Array(
    Type.Object({ date: Type.String(), sent: Type.Integer(), notices: Type.Integer() }),
  ),
});
export type DashboardSms = Static<typeof DashboardSms>;

/**
 * Consultations asked in the period: how many, how many a doctor answered and how many of those
 * within 48 hours of the question, the patients' ratings; and how many wait for an answer now.
 */
export const DashboardConsultations = Type.Object({
  asked: Type.Integer(),
  answered: Type.Integer(),
  answeredIn48h: Type.Integer(),
  rated: Type.Integer(),
  /** Average of the ratings (1 to 5), one decimal; null without any. */
  averageRating: Type.Union([Type.Number(), Type.Null()]),
  waiting: Type.Integer(),
});
export type DashboardConsultations = Static<typeof DashboardConsultations>;

export const DashboardAnswer = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** The hospital summed over, or null for every hospital (the bureau only). */
  hospitalId: Type.Union([Type.String(), Type.Null()]),
  hospitals: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  /** Only days and hospitals with something to count; the console fills the gaps with 0. */
  days: Type.Array(DashboardDay),
  /**
   * Published evaluations of visits in the period (count, averages, satisfied share), and how
   * many wait for a moderator now.
   */
  evaluations: Type.Composite([EvaluationSummary, Type.Object({ queued: Type.Integer() })]),
  consultations: DashboardConsultations,
  /** County-wide, so the bureau only; null for a hospital administrator. */
  sms: Type.Union([DashboardSms, Type.Null()]),
});
export type DashboardAnswer = Static<typeof DashboardAnswer>;

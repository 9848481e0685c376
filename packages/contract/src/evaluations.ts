import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { Id } from './hospitals.js';
import { Page, PageQuery } from './paging.js';

// Visit evaluations (就医评价, domain-rules.md "Visit evaluations"): written for a completed
// visit, shown with the author masked, moderated against the bureau's sensitive words,
// reported by citizens, answered once by the hospital.

/** The four scored dimensions, in the order forms and summaries show them. */
export const EVALUATION_DIMENSIONS = ['skill', 'attitude', 'environment', 'waiting'] as const;
export type EvaluationDimension = (typeof EVALUATION_DIMENSIONS)[number];
export const EVALUATION_DIMENSION_LABELS: Record<EvaluationDimension, string> = {
  skill: '医术水平',
  attitude: '服务态度',
  environment: '就诊环境',
  waiting: '等候时间',
};

/** The overall answer on five levels, best first. */
export const EVALUATION_OVERALLS = [
  'very_satisfied',
  'satisfied',
  'neutral',
  'dissatisfied',
  'very_dissatisfied',
] as const;
export type EvaluationOverall = (typeof EVALUATION_OVERALLS)[number];
export const EVALUATION_OVERALL_LABELS: Record<EvaluationOverall, string> = {
  very_satisfied: '非常满意',
  satisfied: '满意',
  neutral: '一般',
  dissatisfied: '不满意',
  very_dissatisfied: '非常不满意',
};

/**
 * Where an evaluation stands: `published` (shown), `held` (a sensitive word: waits for a
 * moderator), `hidden` (3 citizens reported it: waits for a moderator to look again),
 * `rejected` (a moderator's reason, which the author sees).
 */
export const EVALUATION_STATUSES = ['published', 'held', 'hidden', 'rejected'] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];
export const EVALUATION_STATUS_LABELS: Record<EvaluationStatus, string> = {
  published: '已发布',
  held: '审核中',
  hidden: '复核中',
  rejected: '未通过审核',
};

export const EVALUATION_TEXT_MAX = 500;
export const EVALUATION_REJECT_REASON_MAX = 200;
export const EVALUATION_REPLY_MAX = 500;
/** Days after the visit day within which it may be evaluated. */
export const EVALUATION_WINDOW_DAYS = 30;
/** Hours after writing within which it may be edited, once. */
export const EVALUATION_EDIT_HOURS = 24;
/** Reports (each by a different citizen) that hide an evaluation until a moderator looks. */
export const EVALUATION_REPORTS_TO_HIDE = 3;
/** Summaries count the evaluations of the last two years. */
export const EVALUATION_SUMMARY_YEARS = 2;

const literals = <T extends string>(values: readonly T[], title: string) =>
  Type.Union(values.map((v) => Type.Literal(v)) as TLiteral<T>[], { title });

const Score = (title: string) => Type.Integer({ title, minimum: 1, maximum: 5 });

export const EvaluationScores = Type.Object(
  {
    skill: Score(EVALUATION_DIMENSION_LABELS.skill),
    attitude: Score(EVALUATION_DIMENSION_LABELS.attitude),
    environment: Score(EVALUATION_DIMENSION_LABELS.environment),
    waiting: Score(EVALUATION_DIMENSION_LABELS.waiting),
  },
  { title: '评分', additionalProperties: false },
);
export type EvaluationScores = Static<typeof EvaluationScores>;

export const EvaluationOverallSchema = literals(EVALUATION_OVERALLS, '总体评价');
export const EvaluationStatusSchema = literals(EVALUATION_STATUSES, '评价状态');

const EvaluationText = Type.String({ title: '评价内容', maxLength: EVALUATION_TEXT_MAX });

/** POST /api/evaluations: the patient, or the account that booked for them, evaluates a visit. */
export const EvaluationBody = Type.Object({
  bookingId: Id('预约'),
  scores: EvaluationScores,
  overall: EvaluationOverallSchema,
  text: EvaluationText,
});
export type EvaluationBody = Static<typeof EvaluationBody>;

/** PUT /api/evaluations/:id: the one edit, within 24 hours of writing. */
export const EvaluationEditBody = Type.Object({
  scores: EvaluationScores,
  overall: EvaluationOverallSchema,
  text: EvaluationText,
});
export type EvaluationEditBody = Static<typeof EvaluationEditBody>;

export const EvaluationResult = Type.Object(
  {
    id: Type.String(),
    status: Type.Union([Type.Literal('published'), Type.Literal('held')]),
    /** Points this evaluation earned now (10 when first published, else 0). */
    points: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type EvaluationResult = Static<typeof EvaluationResult>;

export const EvaluationReply = Type.Object(
  { text: Type.String(), repliedAt: Type.String() },
  { additionalProperties: false },
);
export type EvaluationReply = Static<typeof EvaluationReply>;

/** A published evaluation as everyone reads it. */
export const EvaluationItem = Type.Object(
  {
    id: Type.String(),
    scores: EvaluationScores,
    overall: EvaluationOverallSchema,
    text: Type.String(),
    /** The author's name masked (张*). */
    author: Type.String(),
    /** YYYY-MM of the visit. */
    visitMonth: Type.String(),
    hospitalId: Type.String(),
    hospitalName: Type.String(),
    departmentId: Type.String(),
    departmentName: Type.String(),
    doctorId: Type.Union([Type.String(), Type.Null()]),
    doctorName: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String(),
    reply: Type.Union([EvaluationReply, Type.Null()]),
  },
  { additionalProperties: false },
);
export type EvaluationItem = Static<typeof EvaluationItem>;

/** GET /api/evaluations: published ones, newest first; one of the filters narrows it. */
export const EvaluationQuery = Type.Composite([
  PageQuery,
  Type.Object({
    hospitalId: Type.Optional(Id('医院')),
    departmentId: Type.Optional(Id('科室')),
    doctorId: Type.Optional(Id('医生')),
  }),
]);
export type EvaluationQuery = Static<typeof EvaluationQuery>;

export const EvaluationPage = Page(EvaluationItem);
export type EvaluationPage = Static<typeof EvaluationPage>;

/** GET /api/evaluations/summary: exactly one of hospitalId, departmentId, doctorId. */
export const EvaluationSummaryQuery = Type.Object({
  hospitalId: Type.Optional(Id('医院')),
  departmentId: Type.Optional(Id('科室')),
  doctorId: Type.Optional(Id('医生')),
});
export type EvaluationSummaryQuery = Static<typeof EvaluationSummaryQuery>;

const Average = Type.Union([Type.Number({ minimum: 1, maximum: 5 }), Type.Null()]);

/** Published evaluations of the last two years; averages are null while there are none. */
export const EvaluationSummary = Type.Object(
  {
    count: Type.Integer({ minimum: 0 }),
    averages: Type.Object(
      { skill: Average, attitude: Average, environment: Average, waiting: Average },
      { additionalProperties: false },
    ),
    /** Share (0 to 1) answering 满意 or 非常满意; null while there are none. */
    satisfiedShare: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type EvaluationSummary = Static<typeof EvaluationSummary>;

/**
 * GET /api/evaluations/mine: what My appointments shows per visit of the account (its own and
 * those it booked): the evaluation in whatever state, with what the author may still do.
 */
export const MyEvaluation = Type.Object(
  {
    id: Type.String(),
    bookingId: Type.String(),
    status: EvaluationStatusSchema,
    scores: EvaluationScores,
    overall: EvaluationOverallSchema,
    text: Type.String(),
    /** The moderator's reason when rejected. */
    rejectReason: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String(),
    /** Whether the one edit is still open (not used, within 24 hours). */
    editable: Type.Boolean(),
    reply: Type.Union([EvaluationReply, Type.Null()]),
  },
  { additionalProperties: false },
);
export type MyEvaluation = Static<typeof MyEvaluation>;

export const MyEvaluationList = Type.Object(
  {
    list: Type.Array(MyEvaluation),
    /** Completed visits of the account still open for an evaluation (none written, within 30 days). */
    evaluable: Type.Array(Type.String(), { description: '可评价的预约编号' }),
  },
  { additionalProperties: false },
);
export type MyEvaluationList = Static<typeof MyEvaluationList>;

// The moderators' side in the staff console: the hospital's administrator for their hospital,
// the bureau for every one.

export const StaffEvaluationQuery = Type.Composite([
  PageQuery,
  Type.Object({
    /** The queue (held and hidden) when left out. */
    status: Type.Optional(EvaluationStatusSchema),
    hospitalId: Type.Optional(Id('医院')),
  }),
]);
export type StaffEvaluationQuery = Static<typeof StaffEvaluationQuery>;

export const StaffEvaluation = Type.Object(
  {
    id: Type.String(),
    status: EvaluationStatusSchema,
    scores: EvaluationScores,
    overall: EvaluationOverallSchema,
    text: Type.String(),
    author: Type.String(),
    visitMonth: Type.String(),
    hospitalId: Type.String(),
    hospitalName: Type.String(),
    departmentName: Type.String(),
    doctorName: Type.Union([Type.String(), Type.Null()]),
    /** The listed words found in the text (after normalising), why it was held. */
    matchedWords: Type.Array(Type.String()),
    /** Reports since a moderator last looked. */
    reports: Type.Integer({ minimum: 0 }),
    rejectReason: Type.Union([Type.String(), Type.Null()]),
    reply: Type.Union([EvaluationReply, Type.Null()]),
    createdAt: Type.String(),
  },
  { additionalProperties: false },
);
export type StaffEvaluation = Static<typeof StaffEvaluation>;

export const StaffEvaluationPage = Page(StaffEvaluation);
export type StaffEvaluationPage = Static<typeof StaffEvaluationPage>;

/** POST /api/staff/evaluations/:id/moderate: publish, or reject with a reason. */
export const EvaluationModerateBody = Type.Union([
  Type.Object({ action: Type.Literal('publish') }),
  Type.Object({
    action: Type.Literal('reject'),
    reason: Type.String({
      title: '驳回原因',
      minLength: 1,
      maxLength: EVALUATION_REJECT_REASON_MAX,
    }),
  }),
]);
export type EvaluationModerateBody = Static<typeof EvaluationModerateBody>;

/** POST /api/staff/evaluations/:id/reply: the hospital's one reply. */
export const EvaluationReplyBody = Type.Object({
  text: Type.String({ title: '回复内容', minLength: 1, maxLength: EVALUATION_REPLY_MAX }),
});
export type EvaluationReplyBody = Static<typeof EvaluationReplyBody>;

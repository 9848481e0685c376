import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { Id } from './hospitals.js';
import { Page, PageQuery } from './paging.js';

// Consultations (患者咨询, domain-rules.md "Consultations"): a verified citizen asks a
// department or a doctor for advice, for themself or a family member; doctors answer from the
// staff console. Advice only, never a diagnosis (互联网诊疗管理办法).

/**
 * `waiting` (待回复: nobody has answered yet), `answered` (已回复: a doctor answered; the
 * patient may follow up), `closed` (已关闭: by the patient, by the doctor with 建议线下就诊, or 7
 * days after the last reply), `expired` (已过期: nobody answered in time).
 */
export const CONSULT_STATUSES = ['waiting', 'answered', 'closed', 'expired'] as const;
export type ConsultStatus = (typeof CONSULT_STATUSES)[number];
export const CONSULT_STATUS_LABELS: Record<ConsultStatus, string> = {
  waiting: '待回复',
  answered: '已回复',
  closed: '已关闭',
  expired: '已过期',
};

/** Every answer carries this, and the public list shows it beside each one. */
export const CONSULT_DISCLAIMER = '仅供参考，不能替代面诊';
/** The ask form shows this before anything else. */
export const CONSULT_EMERGENCY_NOTICE =
  '在线咨询不能处理急症。如有胸痛、呼吸困难、大量出血、意识不清、抽搐等情况，请立即拨打 120 或到最近医院的急诊就诊。';

export const CONSULT_TEXT_MIN = 10;
export const CONSULT_TEXT_MAX = 1000;
export const CONSULT_IMAGES_MAX = 3;
/** Follow-up questions the patient may ask after the first answer. */
export const CONSULT_FOLLOW_UPS = 2;
/** Unanswered this long, a named doctor's question goes to the department (once). */
export const CONSULT_TRANSFER_HOURS = 48;
/** Unanswered this long after reaching the department, the question expires. */
export const CONSULT_EXPIRE_HOURS = 48;
/** Days after the last reply when an answered consultation closes by itself. */
export const CONSULT_CLOSE_DAYS = 7;
/** Waiting this long marks a question overdue in the doctors' inbox (then very overdue). */
export const CONSULT_OVERDUE_HOURS = [24, 48] as const;
export const CONSULT_RATING_TEXT_MAX = 200;

/**
 * How a consultation was closed: `patient` (the asker closed it), `offline` (a doctor advised
 * an in-person visit, 建议线下就诊, linking to that department's schedule), `idle` (7 days
 * after the last reply).
 */
export const CONSULT_CLOSE_REASONS = ['patient', 'offline', 'idle'] as const;
export type ConsultCloseReason = (typeof CONSULT_CLOSE_REASONS)[number];

const literals = <T extends string>(values: readonly T[], title: string) =>
  Type.Union(values.map((v) => Type.Literal(v)) as TLiteral<T>[], { title });

export const ConsultStatusSchema = literals(CONSULT_STATUSES, '咨询状态');
const CloseReasonSchema = literals(CONSULT_CLOSE_REASONS, '关闭原因');
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const ConsultText = Type.String({
  title: '咨询内容',
  minLength: CONSULT_TEXT_MIN,
  maxLength: CONSULT_TEXT_MAX,
});
const ImageIds = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
  title: '图片',
  maxItems: CONSULT_IMAGES_MAX,
  default: [],
});

/**
 * POST /api/consultations (header Idempotency-Key): exactly one of `departmentId` and
 * `doctorId`; `patientId` is `self` or a verified family member's id; images come from
 * POST /api/upload/consult-image.
 */
export const ConsultAskBody = Type.Object({
  departmentId: Type.Optional(Id('科室')),
  doctorId: Type.Optional(Id('医生')),
  patientId: Type.String({ title: '咨询对象', minLength: 1, maxLength: 64 }),
  text: ConsultText,
  public: Type.Boolean({ title: '是否公开', description: '公开的咨询在回复后匿名展示' }),
  imageIds: Type.Optional(ImageIds),
});
export type ConsultAskBody = Static<typeof ConsultAskBody>;

export const ConsultAskResult = Type.Object(
  {
    id: Type.String(),
    /** Points this question earned now (5 for a new question, 0 on a retry). */
    points: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type ConsultAskResult = Static<typeof ConsultAskResult>;

/** POST /api/upload/consult-image (multipart, one image): kept private to the consultation. */
export const ConsultImageUpload = Type.Object(
  { id: Type.String() },
  { additionalProperties: false },
);
export type ConsultImageUpload = Static<typeof ConsultImageUpload>;

/** POST /api/consultations/:id/messages: a follow-up (2 after the answer). */
export const ConsultFollowUpBody = Type.Object({
  text: Type.String({ title: '追问内容', minLength: 1, maxLength: CONSULT_TEXT_MAX }),
  imageIds: Type.Optional(ImageIds),
});
export type ConsultFollowUpBody = Static<typeof ConsultFollowUpBody>;

/** POST /api/consultations/:id/rating: once, on an answered or closed consultation. */
export const ConsultRatingBody = Type.Object({
  score: Type.Integer({ title: '评分', minimum: 1, maximum: 5 }),
  text: Type.Optional(Type.String({ title: '评价', maxLength: CONSULT_RATING_TEXT_MAX })),
});
export type ConsultRatingBody = Static<typeof ConsultRatingBody>;

export const ConsultRating = Type.Object(
  { score: Type.Integer({ minimum: 1, maximum: 5 }), text: Type.String(), ratedAt: Type.String() },
  { additionalProperties: false },
);
export type ConsultRating = Static<typeof ConsultRating>;

/** Who the question is about, as doctors see it: never a name or an ID number. */
export const ConsultPatient = Type.Object(
  {
    /** Whole years on the day asked. */
    age: Type.Integer({ minimum: 0 }),
    sex: Type.Union([Type.Literal('男'), Type.Literal('女')]),
  },
  { additionalProperties: false },
);
export type ConsultPatient = Static<typeof ConsultPatient>;

export const ConsultMessage = Type.Object(
  {
    id: Type.String(),
    /** `patient` (the question and follow-ups) or `doctor` (answers). */
    from: Type.Union([Type.Literal('patient'), Type.Literal('doctor')]),
    text: Type.String(),
    /** The answering doctor's name and title (doctor messages only). */
    doctorName: Nullable(Type.String()),
    /** URLs of the message's images, readable only by the consultation's people. */
    images: Type.Array(Type.String()),
    createdAt: Type.String(),
  },
  { additionalProperties: false },
);
export type ConsultMessage = Static<typeof ConsultMessage>;

/** GET /api/consultations/:id: the thread as its asker reads it (reading marks it read). */
export const ConsultDetail = Type.Object(
  {
    id: Type.String(),
    status: ConsultStatusSchema,
    public: Type.Boolean(),
    /** 本人 or the family member's relation and masked name (张*（父亲）). */
    patientLabel: Type.String(),
    patient: ConsultPatient,
    hospitalId: Type.String(),
    hospitalName: Type.String(),
    departmentId: Type.String(),
    departmentName: Type.String(),
    /** The doctor asked, or the one who took it. */
    doctorId: Nullable(Type.String()),
    doctorName: Nullable(Type.String()),
    messages: Type.Array(ConsultMessage),
    followUpsLeft: Type.Integer({ minimum: 0 }),
    closeReason: Nullable(CloseReasonSchema),
    rating: Nullable(ConsultRating),
    /** What the asker may do now. */
    canFollowUp: Type.Boolean(),
    canClose: Type.Boolean(),
    canRate: Type.Boolean(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  { additionalProperties: false },
);
export type ConsultDetail = Static<typeof ConsultDetail>;

/** GET /api/zlb.consult_page.html (pinned): the account's consultations, newest activity first. */
export const ConsultPageQuery = Type.Composite([
  PageQuery,
  Type.Object({ status: Type.Optional(ConsultStatusSchema) }),
]);
export type ConsultPageQuery = Static<typeof ConsultPageQuery>;

export const ConsultListItem = Type.Object(
  {
    id: Type.String(),
    status: ConsultStatusSchema,
    /** The question's first words. */
    title: Type.String(),
    department: Type.String(),
    doctor: Nullable(Type.String()),
    /** Messages from the doctors since the asker last read it. */
    unread: Type.Integer({ minimum: 0 }),
    patientLabel: Type.String(),
    updatedAt: Type.String(),
  },
  { additionalProperties: false },
);
export type ConsultListItem = Static<typeof ConsultListItem>;

export const ConsultPage = Type.Composite([
  Page(ConsultListItem),
  Type.Object({
    /** Unread counts per status tab, for the tabs' marks. */
    unreadByStatus: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  }),
]);
export type ConsultPage = Static<typeof ConsultPage>;

/** GET /api/consultations: answered public consultations, anonymised, newest answer first. */
export const PublicConsultQuery = Type.Composite([
  PageQuery,
  Type.Object({
    hospitalId: Type.Optional(Id('医院')),
    departmentId: Type.Optional(Id('科室')),
    doctorId: Type.Optional(Id('医生')),
    keyword: Type.Optional(Type.String({ title: '关键词', maxLength: 50 })),
    /** One consultation only: a search result's link (/interact/consult?id=) opens it. */
    id: Type.Optional(Type.String({ title: '咨询', minLength: 1, maxLength: 64 })),
  }),
]);
export type PublicConsultQuery = Static<typeof PublicConsultQuery>;

export const PublicConsult = Type.Object(
  {
    id: Type.String(),
    patient: ConsultPatient,
    hospitalName: Type.String(),
    departmentId: Type.String(),
    departmentName: Type.String(),
    doctorId: Nullable(Type.String()),
    doctorName: Nullable(Type.String()),
    /** The question and the replies, text only (images stay private). */
    messages: Type.Array(
      Type.Object(
        {
          from: Type.Union([Type.Literal('patient'), Type.Literal('doctor')]),
          text: Type.String(),
          createdAt: Type.String(),
        },
        { additionalProperties: false },
      ),
    ),
    answeredAt: Type.String(),
  },
  { additionalProperties: false },
);
export type PublicConsult = Static<typeof PublicConsult>;

export const PublicConsultPage = Page(PublicConsult);
export type PublicConsultPage = Static<typeof PublicConsultPage>;

/** GET /api/doctors/:id/consult-ratings summary, shown on the doctor's page. */
export const ConsultRatingSummary = Type.Object(
  {
    count: Type.Integer({ minimum: 0 }),
    /** Average score, null while there are none. */
    average: Nullable(Type.Number({ minimum: 1, maximum: 5 })),
    /** Whether the doctor accepts questions (the ask form offers them). */
    acceptsQuestions: Type.Boolean(),
    /** The newest rating texts (not empty), newest first. */
    recent: Type.Array(ConsultRating),
  },
  { additionalProperties: false },
);
export type ConsultRatingSummary = Static<typeof ConsultRatingSummary>;

// The doctors' side in the staff console (permission `consult.answer`): the inbox of their
// department's open questions and their own.

/** `department` (open questions any doctor of the department may take), `mine`, `closed`. */
export const STAFF_CONSULT_BOXES = ['department', 'mine', 'closed'] as const;
export type StaffConsultBox = (typeof STAFF_CONSULT_BOXES)[number];

export const StaffConsultQuery = Type.Composite([
  PageQuery,
  Type.Object({ box: literals(STAFF_CONSULT_BOXES, '收件箱') }),
]);
export type StaffConsultQuery = Static<typeof StaffConsultQuery>;

export const StaffConsultItem = Type.Object(
  {
    id: Type.String(),
    status: ConsultStatusSchema,
    title: Type.String(),
    patient: ConsultPatient,
    departmentName: Type.String(),
    /** The doctor asked or the one who took it. */
    doctorName: Nullable(Type.String()),
    /** Whether the signed-in doctor holds it. */
    mine: Type.Boolean(),
    /** 0, 24 or 48: the overdue mark of a question still waiting for an answer. */
    overdueHours: Type.Integer({ minimum: 0 }),
    /** Patient messages since this doctor last read it. */
    unread: Type.Integer({ minimum: 0 }),
    askedAt: Type.String(),
    updatedAt: Type.String(),
  },
  { additionalProperties: false },
);
export type StaffConsultItem = Static<typeof StaffConsultItem>;

export const StaffConsultPage = Page(StaffConsultItem);
export type StaffConsultPage = Static<typeof StaffConsultPage>;

/** GET /api/staff/consultations/:id: the thread as the doctor reads it (never a name or ID). */
export const StaffConsultDetail = Type.Object(
  {
    id: Type.String(),
    status: ConsultStatusSchema,
    public: Type.Boolean(),
    patient: ConsultPatient,
    departmentId: Type.String(),
    departmentName: Type.String(),
    doctorId: Nullable(Type.String()),
    doctorName: Nullable(Type.String()),
    mine: Type.Boolean(),
    overdueHours: Type.Integer({ minimum: 0 }),
    messages: Type.Array(ConsultMessage),
    closeReason: Nullable(CloseReasonSchema),
    rating: Nullable(ConsultRating),
    canTake: Type.Boolean(),
    canReply: Type.Boolean(),
    askedAt: Type.String(),
  },
  { additionalProperties: false },
);
export type StaffConsultDetail = Static<typeof StaffConsultDetail>;

/** POST /api/staff/consultations/:id/reply: an answer (takes the question when untaken). */
export const StaffConsultReplyBody = Type.Object({
  text: Type.String({ title: '回复内容', minLength: 1, maxLength: CONSULT_TEXT_MAX }),
});
export type StaffConsultReplyBody = Static<typeof StaffConsultReplyBody>;

/** POST /api/staff/consultations/:id/close: 建议线下就诊, with an optional last word. */
export const StaffConsultCloseBody = Type.Object({
  text: Type.Optional(Type.String({ title: '说明', maxLength: CONSULT_TEXT_MAX })),
});
export type StaffConsultCloseBody = Static<typeof StaffConsultCloseBody>;

/** POST /api/staff/consultations/:id/transfer: to another department of the hospital. */
export const StaffConsultTransferBody = Type.Object({ departmentId: Id('科室') });
export type StaffConsultTransferBody = Static<typeof StaffConsultTransferBody>;

/** The doctor's saved phrases (常用语): GET/POST /api/staff/phrases, DELETE /api/staff/phrases/:id. */
export const CONSULT_PHRASE_MAX = 200;
export const CONSULT_PHRASES_MAX = 30;
export const StaffPhrase = Type.Object(
  { id: Type.String(), text: Type.String() },
  { additionalProperties: false },
);
export type StaffPhrase = Static<typeof StaffPhrase>;
export const StaffPhraseBody = Type.Object({
  text: Type.String({ title: '常用语', minLength: 1, maxLength: CONSULT_PHRASE_MAX }),
});
export type StaffPhraseBody = Static<typeof StaffPhraseBody>;

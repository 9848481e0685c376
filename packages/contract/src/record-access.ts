import { Type, type Static } from '@sinclair/typebox';

/**
 * Whether the account may read a person's records (reports, imaging, health profile, cards):
 * `own` for the holder, `granted` once the person consented, `pending` while a request waits,
 * `none` before any. Booking needs none of it.
 */
export const RECORD_ACCESS_STATES = ['own', 'granted', 'pending', 'none'] as const;
export type RecordAccessState = (typeof RECORD_ACCESS_STATES)[number];
export const RecordAccessState = Type.Union(
  RECORD_ACCESS_STATES.map((s) => Type.Literal(s)),
  { description: '能否查看其健康记录：本人、已同意、等待同意、未获同意' },
);

/** Whether a person's records may be shown to the account. */
export function canReadRecords(state: RecordAccessState): boolean {
  return state === 'own' || state === 'granted';
}

export const ConsentCodeBody = Type.Object({
  code: Type.String({ title: '短信验证码', pattern: '^\\d{6}$' }),
});
export type ConsentCodeBody = Static<typeof ConsentCodeBody>;

export const RecordAccessParams = Type.Object({
  id: Type.String({ title: '授权编号', minLength: 1, maxLength: 64 }),
});
export type RecordAccessParams = Static<typeof RecordAccessParams>;

/** Where a family member's consent stands, answered by each consent call. */
export const ConsentState = Type.Object(
  { recordAccess: RecordAccessState },
  { additionalProperties: false },
);
export type ConsentState = Static<typeof ConsentState>;

/** One account that may read, or asks to read, the caller's records. */
export const RecordAccessEntry = Type.Object(
  {
    id: Type.String(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('granted')]),
    /** The requesting account's verified name, masked (张*). */
    requester: Type.String({ description: '申请人实名（已脱敏）' }),
    requesterPhone: Type.String({ description: '申请人手机号（已脱敏）' }),
    /** What the requester says they are to the caller (父母, 子女 …). */
    relation: Type.String(),
    requestedAt: Type.String(),
    grantedAt: Type.Union([Type.String(), Type.Null()]),
    method: Type.Union([
      Type.Literal('code'),
      Type.Literal('account'),
      Type.Literal('demo'),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);
export type RecordAccessEntry = Static<typeof RecordAccessEntry>;

export const RecordAccessList = Type.Object(
  { list: Type.Array(RecordAccessEntry) },
  { additionalProperties: false },
);
export type RecordAccessList = Static<typeof RecordAccessList>;

/**
 * Someone a records page may pick (the holder and each family member), masked, with whether
 * their records may be shown, so the page can say how to ask instead of showing an error.
 */
export const RecordPerson = Type.Object(
  {
    patientId: Type.String({ description: 'self 或就诊人 id' }),
    name: Type.String(),
    relation: Type.String(),
    idNo: Type.String({ description: '证件号码（已脱敏）' }),
    recordAccess: RecordAccessState,
  },
  { additionalProperties: false },
);
export type RecordPerson = Static<typeof RecordPerson>;

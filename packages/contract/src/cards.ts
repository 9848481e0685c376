import { Type, type Static } from '@sinclair/typebox';
import { RecordPerson } from './record-access.js';
import { ID_TYPES } from './id-document.js';

/** 就诊卡 (a hospital's own card) and the county's 电子健康卡 (read by every county hospital). */
export const CARD_KINDS = ['visit', 'health'] as const;
export type CardKind = (typeof CARD_KINDS)[number];
export const CARD_KIND_LABELS: Record<CardKind, string> = {
  visit: '就诊卡',
  health: '电子健康卡',
};

export const CARD_STATUSES = ['active', 'cancelled'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

const CardKindSchema = Type.Union(
  CARD_KINDS.map((k) => Type.Literal(k)),
  { title: '卡类型' },
);
const CardStatusSchema = Type.Union(
  CARD_STATUSES.map((s) => Type.Literal(s)),
  { title: '卡状态' },
);
const IdTypeSchema = Type.Union(
  ID_TYPES.map((t) => Type.Literal(t)),
  { title: '证件类型' },
);
const IdNo = Type.String({ title: '证件号码', minLength: 1, maxLength: 32 });
/** A hospital card number: letters, digits and hyphens, at most 32 (binding and identity alike). */
export const CARD_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,32}$/;
const CardNo = Type.String({ title: '卡号', pattern: CARD_NUMBER_PATTERN.source });
const Phone = Type.String({ title: '手机号', pattern: '^1[3-9]\\d{9}$' });
const DateText = (title: string) => Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const PatientId = Type.String({
  title: '就诊人',
  minLength: 1,
  maxLength: 64,
  description: 'self 或就诊人 id',
});

/** Whose card: the holder ('self') or one of the account's family members. */
const cardHolderFields = {
  patientId: PatientId,
  patientName: Type.String(),
  relation: Type.String({ description: '本人、父母、子女……' }),
};

/** A card bound to this account (zlb.get_cardbind.html). */
export const BoundCard = Type.Object(
  {
    id: Type.String({ description: '绑定编号，解绑时使用' }),
    cardId: Type.String(),
    kind: CardKindSchema,
    hospitalId: Type.String(),
    hospitalName: Type.String(),
    cardNo: Type.String(),
    status: CardStatusSchema,
    boundAt: Type.String({ description: '绑定时间（ISO）' }),
    ...cardHolderFields,
  },
  { additionalProperties: false },
);
export type BoundCard = Static<typeof BoundCard>;

/** Someone whose cards this account may bind: the holder and each family member. */
export const CardPerson = RecordPerson;
export type CardPerson = RecordPerson;

export const CardBindList = Type.Object(
  { people: Type.Array(CardPerson), cards: Type.Array(BoundCard) },
  { additionalProperties: false },
);
export type CardBindList = Static<typeof CardBindList>;

/** A card a hospital holds for one of these people, not yet bound here (zlb.get_cardbindn.html). */
export const UnboundCard = Type.Object(
  {
    cardId: Type.String(),
    kind: CardKindSchema,
    hospitalId: Type.String(),
    hospitalName: Type.String(),
    cardNoHint: Type.String({ description: '卡号（已脱敏，只留后 4 位）' }),
    byPhone: Type.Boolean({ description: '医院留有手机号，可用短信验证绑定' }),
    ...cardHolderFields,
  },
  { additionalProperties: false },
);
export type UnboundCard = Static<typeof UnboundCard>;

export const UnboundCardList = Type.Object(
  { cards: Type.Array(UnboundCard) },
  { additionalProperties: false },
);
export type UnboundCardList = Static<typeof UnboundCardList>;

const Sex = Type.Union([Type.Literal('男'), Type.Literal('女'), Type.Literal('')], {
  title: '性别',
});
const Birthday = Type.Union([Type.Literal(''), DateText('出生日期')]);

/** zlb.do_cardget.html: bind by the document and the card number printed on the card. */
export const CardGetBody = Type.Object({
  type: IdTypeSchema,
  idno: IdNo,
  cardno: CardNo,
  sex: Type.Optional(Sex),
  birthday: Type.Optional(Birthday),
});
export type CardGetBody = Static<typeof CardGetBody>;

/** A code to the phone the hospital has on file, to bind without the card in hand. */
export const CardSmsBody = Type.Object({
  type: IdTypeSchema,
  idno: IdNo,
  name: Type.String({ title: '姓名', minLength: 1, maxLength: 40 }),
  phone: Phone,
});
export type CardSmsBody = Static<typeof CardSmsBody>;

/** zlb.do_cardphoneget.html: the same fields and the code; a card number narrows to one card. */
export const CardPhoneGetBody = Type.Composite([
  CardSmsBody,
  Type.Object({
    code: Type.String({ title: '短信验证码', pattern: '^\\d{6}$' }),
    cardno: Type.Optional(Type.Union([Type.Literal(''), CardNo])),
    sex: Type.Optional(Sex),
  }),
]);
export type CardPhoneGetBody = Static<typeof CardPhoneGetBody>;

export const CardBindResult = Type.Object(
  { cards: Type.Array(BoundCard) },
  { additionalProperties: false },
);
export type CardBindResult = Static<typeof CardBindResult>;

/** zlb.do_cardbinddel.html: `id` is the binding's id from get_cardbind. */
export const CardUnbindBody = Type.Object({
  id: Type.String({ title: '绑定编号', minLength: 1, maxLength: 64 }),
});
export type CardUnbindBody = Static<typeof CardUnbindBody>;

export const CardParams = Type.Object({
  id: Type.String({ title: '绑定编号', minLength: 1, maxLength: 64 }),
});
export type CardParams = Static<typeof CardParams>;

/** The electronic health card's QR code: a signed payload that expires, drawn by the page. */
export const CardQr = Type.Object(
  {
    payload: Type.String({ description: '二维码内容（签名，限时有效）' }),
    size: Type.Integer({ minimum: 21, description: '二维码每边的模块数' }),
    modules: Type.String({ description: '逐行的模块，1 为深色，共 size × size 个' }),
    expiresAt: Type.String({ description: '失效时间（ISO）' }),
    refreshSeconds: Type.Integer({ minimum: 1, description: '页面多少秒后换新码' }),
  },
  { additionalProperties: false },
);
export type CardQr = Static<typeof CardQr>;

/** One card as a hospital system sends it (POST /api/ingest/cards). */
export const IngestCard = Type.Object(
  {
    idType: IdTypeSchema,
    idNo: IdNo,
    cardNo: CardNo,
    kind: CardKindSchema,
    phone: Type.Optional(Phone),
    status: Type.Optional(CardStatusSchema),
    issuedOn: Type.Optional(DateText('发卡日期')),
  },
  { additionalProperties: false },
);
export type IngestCard = Static<typeof IngestCard>;

export const IngestCardsBody = Type.Object(
  { cards: Type.Array(IngestCard, { minItems: 1, maxItems: 500, title: '就诊卡' }) },
  { additionalProperties: false },
);
export type IngestCardsBody = Static<typeof IngestCardsBody>;

/** What a feed did: items written, and each refused item with its index and the reason. */
export const IngestItemsResult = Type.Object(
  {
    created: Type.Integer({ minimum: 0 }),
    updated: Type.Integer({ minimum: 0 }),
    rejected: Type.Array(
      Type.Object(
        { index: Type.Integer({ minimum: 0 }), reason: Type.String() },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type IngestItemsResult = Static<typeof IngestItemsResult>;

/** A hospital's scanner sends what it read from a health card's QR code. */
export const CardScanBody = Type.Object(
  { payload: Type.String({ title: '二维码内容', minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type CardScanBody = Static<typeof CardScanBody>;

export const CardScanResult = Type.Object(
  {
    cardNo: Type.String(),
    kind: CardKindSchema,
    issuerHospitalId: Type.String(),
    expiresAt: Type.String(),
  },
  { additionalProperties: false },
);
export type CardScanResult = Static<typeof CardScanResult>;

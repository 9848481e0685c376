import { Type, type Static } from '@sinclair/typebox';
import { ID_TYPES } from './id-document.js';
import { RecordAccessState } from './record-access.js';

const IdTypeSchema = Type.Union(
  ID_TYPES.map((t) => Type.Literal(t)),
  { title: '证件类型' },
);
const SexSchema = Type.Union([Type.Literal('男'), Type.Literal('女')], { title: '性别' });
const Birthday = Type.String({ title: '出生日期', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** zlb.do_identity.html; for a mainland ID, sex and birthday may be left out (derived). */
export const IdentityBody = Type.Object({
  name: Type.String({ title: '姓名', minLength: 1, maxLength: 40 }),
  type: IdTypeSchema,
  idno: Type.String({ title: '证件号码', minLength: 1, maxLength: 32 }),
  phone: Type.String({ title: '手机号', pattern: '^1[3-9]\\d{9}$' }),
  cardno: Type.Optional(Type.String({ title: '就诊卡号', maxLength: 32 })),
  sex: Type.Optional(Type.Union([SexSchema, Type.Literal('')])),
  birthday: Type.Optional(Type.Union([Birthday, Type.Literal('')])),
});
export type IdentityBody = Static<typeof IdentityBody>;

/** A person's document and contact details as the browser may see them: masked. */
const maskedPersonFields = {
  name: Type.String(),
  type: IdTypeSchema,
  idNo: Type.String({ description: '证件号码（已脱敏）' }),
  phone: Type.String({ description: '手机号（已脱敏）' }),
  cardNo: Type.Union([Type.String(), Type.Null()]),
  sex: SexSchema,
  birthday: Type.String(),
};

/** The user's own verified identity. */
export const IdentityInfo = Type.Object(
  { ...maskedPersonFields, verifiedAt: Type.String() },
  { additionalProperties: false },
);
export type IdentityInfo = Static<typeof IdentityInfo>;

export const MyIdentity = Type.Union([IdentityInfo, Type.Null()]);

/** zlb.do_editIdentity.html: after verification only the phone and the card number change. */
export const EDITABLE_IDENTITY_FIELDS = ['phone', 'cardno'] as const;
export const EditIdentityBody = Type.Object({
  type: Type.Union(
    EDITABLE_IDENTITY_FIELDS.map((f) => Type.Literal(f)),
    { title: '修改项' },
  ),
  data: Type.String({ title: '新值', maxLength: 32 }),
});
export type EditIdentityBody = Static<typeof EditIdentityBody>;

export const RELATIONS = ['配偶', '子女', '父母', '祖父母', '孙辈', '兄弟姐妹', '其他'] as const;

const FamilyMemberRelation = Type.Union(
  RELATIONS.map((r) => Type.Literal(r)),
  { title: '与本人关系' },
);

export const FamilyMemberBody = Type.Composite([
  IdentityBody,
  Type.Object({
    relation: FamilyMemberRelation,
  }),
]);
export type FamilyMemberBody = Static<typeof FamilyMemberBody>;

export const FamilyMember = Type.Object(
  {
    id: Type.String(),
    relation: Type.String(),
    ...maskedPersonFields,
    age: Type.Integer(),
    recordAccess: RecordAccessState,
  },
  { additionalProperties: false },
);
export type FamilyMember = Static<typeof FamilyMember>;

export const FamilyList = Type.Object(
  { list: Type.Array(FamilyMember), max: Type.Integer() },
  { additionalProperties: false },
);
export type FamilyList = Static<typeof FamilyList>;

export const FamilyMemberParams = Type.Object({
  id: Type.String({ title: '就诊人编号', minLength: 1, maxLength: 64 }),
});

/** Editing a family member: the verified identity stays; contact details and relation change. */
export const FamilyEditBody = Type.Object({
  relation: Type.Optional(FamilyMemberRelation),
  phone: Type.Optional(Type.String({ title: '手机号', pattern: '^1[3-9]\\d{9}$' })),
  cardno: Type.Optional(Type.String({ title: '就诊卡号', maxLength: 32 })),
});
export type FamilyEditBody = Static<typeof FamilyEditBody>;

import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { Page, PageQuery } from './paging.js';
import { RichText } from './rich-text.js';

/**
 * Convenience queries (便民查询): the everyday look-ups of a county health bureau, each one
 * endpoint with paging over files the bureau edits (content/inquiry).
 */

/** Kinds of licensed institution in a county, as the licence register names them. */
export const INSTITUTION_TYPES = [
  '综合医院',
  '中医医院',
  '妇幼保健院',
  '疾病预防控制中心',
  '急救中心',
  '血站',
  '乡镇卫生院',
  '社区卫生服务中心',
  '社区卫生服务站',
  '村卫生室',
  '诊所',
  '体检机构',
  '药店',
] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

export const INSTITUTION_LEVELS = [
  '三级甲等',
  '三级乙等',
  '二级甲等',
  '二级乙等',
  '一级',
  '未定级',
] as const;

export const PRACTITIONER_KINDS = ['医师', '护士'] as const;
export type PractitionerKind = (typeof PRACTITIONER_KINDS)[number];

export const PRICE_CATEGORIES = ['挂号诊查', '检查', '检验', '治疗', '床位'] as const;
export type PriceCategory = (typeof PRICE_CATEGORIES)[number];

export const EMERGENCY_KINDS = ['急救站', 'AED'] as const;
export type EmergencyKind = (typeof EMERGENCY_KINDS)[number];

const literals = <T extends string>(values: readonly T[], title: string) =>
  Type.Union(values.map((v) => Type.Literal(v)) as TLiteral<T>[], { title });

const Keyword = Type.Optional(Type.String({ title: '关键词', maxLength: 40 }));
const Town = Type.Optional(Type.String({ title: '乡镇', minLength: 1, maxLength: 20 }));
const Institution = (title: string) =>
  Type.Optional(Type.String({ title, minLength: 1, maxLength: 60 }));

const closed = { additionalProperties: false } as const;

// ---- 医疗机构查询 ----
export const InstitutionQuery = Type.Composite([
  PageQuery,
  Type.Object({
    keyword: Keyword,
    type: Type.Optional(literals(INSTITUTION_TYPES, '机构类别')),
    town: Town,
  }),
]);
export type InstitutionQuery = Static<typeof InstitutionQuery>;

export const InstitutionItem = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    type: literals(INSTITUTION_TYPES, '机构类别'),
    level: literals(INSTITUTION_LEVELS, '等级'),
    town: Type.String(),
    address: Type.String(),
    hours: Type.String({ description: '服务时间' }),
    phone: Type.String(),
    licence: Type.String({ description: '执业许可证或经营许可证编号' }),
    services: Type.Array(Type.String(), { description: '服务项目' }),
  },
  closed,
);
export type InstitutionItem = Static<typeof InstitutionItem>;
export const InstitutionPage = Page(InstitutionItem);
export type InstitutionPage = Static<typeof InstitutionPage>;

// ---- 医师 / 护士执业信息查询 ----
export const PractitionerQuery = Type.Composite([
  PageQuery,
  Type.Object({
    name: Type.Optional(Type.String({ title: '姓名', minLength: 1, maxLength: 20 })),
    institution: Institution('执业机构'),
    kind: Type.Optional(literals(PRACTITIONER_KINDS, '医师或护士')),
  }),
]);
export type PractitionerQuery = Static<typeof PractitionerQuery>;

/** The public register's fields: never an ID number, a phone or a birth date. */
export const Practitioner = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    kind: literals(PRACTITIONER_KINDS, '医师或护士'),
    sex: Type.Union([Type.Literal('男'), Type.Literal('女')]),
    institution: Type.String({ description: '执业地点（机构）' }),
    category: Type.String({ description: '执业类别' }),
    scope: Type.String({ description: '执业范围' }),
    title: Type.String({ description: '专业技术职称' }),
    since: Type.Integer({ description: '首次注册年份' }),
  },
  closed,
);
export type Practitioner = Static<typeof Practitioner>;
export const PractitionerPage = Page(Practitioner);
export type PractitionerPage = Static<typeof PractitionerPage>;

// ---- 医疗服务价格公示 ----
export const PriceQuery = Type.Composite([
  PageQuery,
  Type.Object({
    hospital: Institution('医院'),
    category: Type.Optional(literals(PRICE_CATEGORIES, '项目类别')),
    keyword: Keyword,
  }),
]);
export type PriceQuery = Static<typeof PriceQuery>;

export const PriceItem = Type.Object(
  {
    id: Type.String(),
    hospital: Type.String(),
    category: literals(PRICE_CATEGORIES, '项目类别'),
    item: Type.String({ description: '项目名称' }),
    unit: Type.String({ description: '计价单位' }),
    price: Type.Integer({ minimum: 0, description: '价格，单位分' }),
    note: Type.String({ description: '说明（医保报销等）' }),
  },
  closed,
);
export type PriceItem = Static<typeof PriceItem>;
export const PricePage = Page(PriceItem);
export type PricePage = Static<typeof PricePage>;

// ---- 预防接种门诊 ----
export const VaccinationQuery = Type.Composite([
  PageQuery,
  Type.Object({
    town: Town,
    vaccine: Type.Optional(Type.String({ title: '疫苗', minLength: 1, maxLength: 30 })),
    keyword: Keyword,
  }),
]);
export type VaccinationQuery = Static<typeof VaccinationQuery>;

export const VaccinationClinic = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    institution: Type.String(),
    town: Type.String(),
    address: Type.String(),
    hours: Type.String(),
    phone: Type.String(),
    vaccines: Type.Array(Type.String(), { description: '可接种的疫苗' }),
    note: Type.String(),
  },
  closed,
);
export type VaccinationClinic = Static<typeof VaccinationClinic>;
export const VaccinationPage = Page(VaccinationClinic);
export type VaccinationPage = Static<typeof VaccinationPage>;

// ---- 急救与 AED ----
export const EmergencyQuery = Type.Composite([
  PageQuery,
  Type.Object({
    kind: Type.Optional(literals(EMERGENCY_KINDS, '类别')),
    town: Town,
    keyword: Keyword,
  }),
]);
export type EmergencyQuery = Static<typeof EmergencyQuery>;

export const EmergencyPoint = Type.Object(
  {
    id: Type.String(),
    kind: literals(EMERGENCY_KINDS, '类别'),
    name: Type.String(),
    town: Type.String(),
    address: Type.String(),
    place: Type.String({ description: '具体位置（AED 放在哪里、救护车停在哪里）' }),
    hours: Type.String({ description: '可取用或值守时间' }),
    phone: Type.String(),
  },
  closed,
);
export type EmergencyPoint = Static<typeof EmergencyPoint>;
export const EmergencyPage = Page(EmergencyPoint);
export type EmergencyPage = Static<typeof EmergencyPage>;

// ---- 献血点 ----
export const KeywordQuery = Type.Composite([PageQuery, Type.Object({ keyword: Keyword })]);
export type KeywordQuery = Static<typeof KeywordQuery>;

export const BloodDonationSite = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    address: Type.String(),
    hours: Type.String(),
    phone: Type.String(),
    note: Type.String(),
  },
  closed,
);
export type BloodDonationSite = Static<typeof BloodDonationSite>;
export const BloodDonationPage = Page(BloodDonationSite);
export type BloodDonationPage = Static<typeof BloodDonationPage>;

// ---- 体检机构 ----
export const CheckupCentre = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    institution: Type.String(),
    address: Type.String(),
    hours: Type.String(),
    phone: Type.String(),
    services: Type.Array(Type.String()),
  },
  closed,
);
export type CheckupCentre = Static<typeof CheckupCentre>;
export const CheckupPage = Page(CheckupCentre);
export type CheckupPage = Static<typeof CheckupPage>;

// ---- 办事指南 ----
export const GuideSummary = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    department: Type.String({ description: '办理部门' }),
  },
  closed,
);
export type GuideSummary = Static<typeof GuideSummary>;
export const GuidePage = Page(GuideSummary);
export type GuidePage = Static<typeof GuidePage>;

export const GuideDetail = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    department: Type.String(),
    body: RichText,
    sources: Type.Array(Type.String(), { description: '依据' }),
  },
  closed,
);
export type GuideDetail = Static<typeof GuideDetail>;

export const GuideParams = Type.Object({
  id: Type.String({ title: '指南编号', pattern: '^[a-z0-9-]{1,64}$' }),
});
export type GuideParams = Static<typeof GuideParams>;

// ---- The choices the filters offer, from what is loaded ----
export const InquiryOptions = Type.Object(
  {
    institutionTowns: Type.Array(Type.String()),
    institutionTypes: Type.Array(literals(INSTITUTION_TYPES, '机构类别')),
    practitionerInstitutions: Type.Array(Type.String()),
    priceHospitals: Type.Array(Type.String()),
    vaccinationTowns: Type.Array(Type.String()),
    vaccines: Type.Array(Type.String()),
    emergencyTowns: Type.Array(Type.String()),
  },
  closed,
);
export type InquiryOptions = Static<typeof InquiryOptions>;

import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { Page, PageQuery } from './paging.js';
import { RichText } from './rich-text.js';
import { SEARCH_QUERY_MAX } from './search-rules.js';

/** The groups of the national essential medicines list, in the order the site lists them. */
export const DRUG_CATEGORIES = [
  '抗微生物药',
  '抗寄生虫病药',
  '解热镇痛抗炎药',
  '神经系统用药',
  '精神障碍用药',
  '心血管系统用药',
  '呼吸系统用药',
  '消化系统用药',
  '泌尿系统用药',
  '血液系统用药',
  '激素及影响内分泌药',
  '抗变态反应药',
  '维生素、矿物质类药',
  '皮肤科用药',
  '眼科用药',
  '中成药',
] as const;
export type DrugCategory = (typeof DRUG_CATEGORIES)[number];

/** Prescription status of the most common form (处方药 needs a doctor's prescription). */
export const RX_STATUSES = ['处方药', '甲类非处方药', '乙类非处方药'] as const;
export type RxStatus = (typeof RX_STATUSES)[number];

/** The filter also offers 非处方药: either OTC class. */
export const RX_FILTERS = ['处方药', '非处方药', '甲类非处方药', '乙类非处方药'] as const;
export type RxFilter = (typeof RX_FILTERS)[number];

/** National medical insurance drug list class. */
export const INSURANCE_CLASSES = ['甲', '乙', '无'] as const;
export type InsuranceClass = (typeof INSURANCE_CLASSES)[number];

/** The monograph's fixed sections (domain-rules.md, "Drugs"), in this order. */
export const DRUG_SECTIONS = [
  '适应症',
  '用法用量',
  '不良反应',
  '禁忌',
  '注意事项',
  '孕妇及哺乳期',
  '儿童',
  '老年人',
  '药物相互作用',
  '贮藏',
] as const;
export type DrugSection = (typeof DRUG_SECTIONS)[number];

/** The sections elder mode shows first, in large type. */
export const DRUG_ELDER_FIRST: readonly DrugSection[] = ['用法用量', '禁忌'];

/** Shown under every monograph. */
export const DRUG_DISCLAIMER =
  '本页内容根据药品说明书整理，仅供了解用药常识，不能代替药品说明书，也不能代替医生或药师的指导。用药前请仔细阅读说明书，有疑问请咨询医生或药师。';

const literals = <T extends string>(values: readonly T[], title: string) =>
  Type.Union(values.map((v) => Type.Literal(v)) as TLiteral<T>[], { title });

export const DrugCategorySchema = literals(DRUG_CATEGORIES, '药品分类');
export const RxStatusSchema = literals(RX_STATUSES, '处方类别');
export const InsuranceClassSchema = literals(INSURANCE_CLASSES, '医保类别');

export const DrugListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(
      Type.String({
        title: '关键词',
        maxLength: SEARCH_QUERY_MAX,
        description: '通用名、商品名、拼音或拼音首字母（如 amxl）',
      }),
    ),
    category: Type.Optional(DrugCategorySchema),
    otc: Type.Optional(literals(RX_FILTERS, '处方类别')),
    insurance: Type.Optional(InsuranceClassSchema),
  }),
]);
export type DrugListQuery = Static<typeof DrugListQuery>;

export const DrugForm = Type.Object(
  { form: Type.String({ description: '剂型' }), strengths: Type.Array(Type.String()) },
  { additionalProperties: false },
);
export type DrugForm = Static<typeof DrugForm>;

const summaryFields = {
  id: Type.String(),
  genericName: Type.String({ description: '通用名' }),
  englishName: Type.Union([Type.String(), Type.Null()]),
  brandNames: Type.Array(Type.String(), { description: '商品名' }),
  forms: Type.Array(DrugForm),
  category: DrugCategorySchema,
  subcategory: Type.Union([Type.String(), Type.Null()]),
  rx: RxStatusSchema,
  insurance: InsuranceClassSchema,
  essential: Type.Boolean({ description: '国家基本药物' }),
  summary: Type.String(),
  /** Hospitals of the county that report it in stock now. */
  stockedBy: Type.Integer({ minimum: 0, description: '县内有货的医院数' }),
};

export const DrugSummary = Type.Object(summaryFields, { additionalProperties: false });
export type DrugSummary = Static<typeof DrugSummary>;

export const DrugPage = Page(DrugSummary);
export type DrugPage = Static<typeof DrugPage>;

/** One hospital's report of the drug: where a citizen can get it. */
export const DrugStock = Type.Object(
  {
    hospitalId: Type.String(),
    hospitalName: Type.String(),
    hospitalLevel: Type.String(),
    form: Type.Union([Type.String(), Type.Null()]),
    strength: Type.String(),
    packaging: Type.Union([Type.String(), Type.Null()]),
    unit: Type.String({ description: '计价单位（盒、瓶、支…）' }),
    price: Type.Integer({ minimum: 0, description: '单价（分）' }),
    inStock: Type.Boolean(),
    updatedAt: Type.String({ description: '医院更新时间（ISO）' }),
  },
  { additionalProperties: false },
);
export type DrugStock = Static<typeof DrugStock>;

export const DrugMonographSection = Type.Object(
  { title: literals(DRUG_SECTIONS, '说明书项目'), blocks: RichText },
  { additionalProperties: false },
);
export type DrugMonographSection = Static<typeof DrugMonographSection>;

export const DrugDetail = Type.Object(
  {
    ...summaryFields,
    atc: Type.Union([Type.String(), Type.Null()]),
    /** The fixed sections, in DRUG_SECTIONS order. */
    sections: Type.Array(DrugMonographSection),
    disclaimer: Type.String(),
    reviewer: Type.String(),
    reviewedAt: Type.String(),
    sources: Type.Array(Type.String()),
    /** In stock first, then the county's main hospitals first. */
    stock: Type.Array(DrugStock),
  },
  { additionalProperties: false },
);
export type DrugDetail = Static<typeof DrugDetail>;

export const DrugCategoryCount = Type.Object(
  { name: DrugCategorySchema, count: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
export const DrugCategoryList = Type.Array(DrugCategoryCount);
export type DrugCategoryList = Static<typeof DrugCategoryList>;

export const DrugSuggestQuery = Type.Object({
  q: Type.String({ title: '搜索词', minLength: 1, maxLength: SEARCH_QUERY_MAX }),
});
export type DrugSuggestQuery = Static<typeof DrugSuggestQuery>;

export const DrugSuggestion = Type.Object(
  {
    id: Type.String(),
    name: Type.String({ description: '通用名' }),
    /** The brand name that matched when the generic name does not contain the words. */
    alias: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export const DrugSuggestionList = Type.Array(DrugSuggestion);
export type DrugSuggestionList = Static<typeof DrugSuggestionList>;

/** A hospital's own code for one of its drug items (its HIS dictionary). */
export const HospitalDrugCode = Type.String({
  title: '医院药品代码',
  minLength: 1,
  maxLength: 32,
  pattern: '^[A-Za-z0-9_.-]+$',
});

export const IngestDrugItem = Type.Object({
  code: HospitalDrugCode,
  name: Type.String({
    title: '药品名称',
    minLength: 1,
    maxLength: 60,
    description: '通用名或商品名，可带剂型，如“阿莫西林胶囊”',
  }),
  form: Type.Optional(Type.String({ title: '剂型', maxLength: 20 })),
  strength: Type.String({ title: '规格', minLength: 1, maxLength: 60, description: '如 0.25 g' }),
  packaging: Type.Optional(
    Type.String({ title: '包装', maxLength: 40, description: '如 0.25 g×24 粒/盒' }),
  ),
  unit: Type.String({ title: '计价单位', minLength: 1, maxLength: 8 }),
  price: Type.Integer({ title: '单价（分）', minimum: 0, maximum: 100_000_000 }),
  inStock: Type.Boolean({ title: '是否有货' }),
  updatedAt: Type.Optional(
    Type.String({
      title: '医院更新时间',
      pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2})$',
      description: 'ISO 时间，带时区；不填则为收到的时间',
    }),
  ),
});
export type IngestDrugItem = Static<typeof IngestDrugItem>;

export const IngestDrugsBody = Type.Object({
  items: Type.Array(IngestDrugItem, { title: '药品', minItems: 1, maxItems: 2000 }),
});
export type IngestDrugsBody = Static<typeof IngestDrugsBody>;

export const UnmatchedDrug = Type.Object(
  {
    /** Position in `items`, from 0. */
    index: Type.Integer({ minimum: 0 }),
    code: Type.String(),
    name: Type.String(),
    strength: Type.String(),
    reason: Type.String(),
  },
  { additionalProperties: false },
);
export type UnmatchedDrug = Static<typeof UnmatchedDrug>;

export const IngestDrugsResult = Type.Object(
  {
    created: Type.Integer({ minimum: 0 }),
    updated: Type.Integer({ minimum: 0 }),
    matched: Type.Integer({ minimum: 0 }),
    /** Saved, but not shown on any drug page until the catalogue has them. */
    unmatched: Type.Array(UnmatchedDrug),
  },
  { additionalProperties: false },
);
export type IngestDrugsResult = Static<typeof IngestDrugsResult>;

export const DrugCodeParams = Type.Object({ code: HospitalDrugCode });
export type DrugCodeParams = Static<typeof DrugCodeParams>;

export const RemovedDrugItem = Type.Object(
  { code: Type.String(), removed: Type.Literal(true) },
  { additionalProperties: false },
);
export type RemovedDrugItem = Static<typeof RemovedDrugItem>;

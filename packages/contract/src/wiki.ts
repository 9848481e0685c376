import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { Page, PageQuery } from './paging.js';
import { RichSpan, RichText } from './rich-text.js';

/** The knowledge base's categories (content/articles/<id>/), in the order the page shows them. */
export const WIKI_CATEGORIES = [
  { id: 'common', name: '常见病' },
  { id: 'chronic', name: '慢病管理' },
  { id: 'maternal-child', name: '妇幼健康' },
  { id: 'elderly', name: '老年健康' },
  { id: 'tcm', name: '中医养生' },
  { id: 'medication', name: '合理用药' },
  { id: 'first-aid', name: '急救常识' },
  { id: 'mental', name: '心理健康' },
  { id: 'infectious', name: '传染病防控' },
  { id: 'nutrition', name: '营养与运动' },
] as const;

/** Body systems a condition belongs to (content/README.md), in the A–Z page's order. */
export const BODY_SYSTEMS = [
  '呼吸系统',
  '心脑血管',
  '消化系统',
  '内分泌代谢',
  '神经系统',
  '骨骼肌肉',
  '泌尿生殖',
  '皮肤',
  '眼耳鼻喉口腔',
  '精神心理',
  '传染病',
  '妇产',
  '儿童',
  '血液',
] as const;
export type BodySystem = (typeof BODY_SYSTEMS)[number];

/** 图解 and audio items are articles of a kind; `text` is an ordinary article. */
export const ARTICLE_KINDS = ['text', 'diagram', 'audio'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** The three levels of a condition's 何时就医 card, most urgent first (domain-rules.md). */
export const CARE_LEVELS = [
  { key: 'emergency', title: '立即拨打 120' },
  { key: 'soon', title: '尽快就医' },
  { key: 'home', title: '可先居家观察' },
] as const;
export type CareLevel = (typeof CARE_LEVELS)[number]['key'];

/** A condition's sections before 何时就医, in the fixed outline of domain-rules.md. */
export const CONDITION_SECTIONS = ['概述', '症状', '病因', '诊断', '治疗', '预防'] as const;

const Slug = (title: string) =>
  Type.String({ title, minLength: 1, maxLength: 80, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' });

export const WikiIdParams = Type.Object({ id: Slug('编号') });
export type WikiIdParams = Static<typeof WikiIdParams>;

export const WikiMediaParams = Type.Object({
  id: Slug('图解或音频编号'),
  file: Type.String({
    title: '文件名',
    maxLength: 80,
    pattern: '^[a-z0-9]+(-[a-z0-9]+)*\\.(svg|ogg)$',
  }),
});
export type WikiMediaParams = Static<typeof WikiMediaParams>;

export const WikiCategory = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    /** Articles of every kind in the category. */
    count: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type WikiCategory = Static<typeof WikiCategory>;

export const WikiCategoryList = Type.Array(WikiCategory);
export type WikiCategoryList = Static<typeof WikiCategoryList>;

export const ArticleKindSchema = Type.Union(
  ARTICLE_KINDS.map((k) => Type.Literal(k)) as TLiteral<ArticleKind>[],
  { title: '文章类型' },
);

export const ArticleListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    category: Type.Optional(Slug('分类')),
    condition: Type.Optional(Slug('疾病')),
    kind: Type.Optional(
      Type.Union([...ARTICLE_KINDS.map((k) => Type.Literal(k)), Type.Literal('media')], {
        title: '文章类型',
        description: 'text 文章，diagram 图解，audio 音频，media 图解与音频',
      }),
    ),
  }),
]);
export type ArticleListQuery = Static<typeof ArticleListQuery>;

const CategoryRef = Type.Object(
  { id: Type.String(), name: Type.String() },
  { additionalProperties: false },
);

export const ArticleSummary = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    kind: ArticleKindSchema,
    category: CategoryRef,
    summary: Type.String(),
    reviewedAt: Type.String({ description: 'YYYY-MM-DD' }),
  },
  { additionalProperties: false },
);
export type ArticleSummary = Static<typeof ArticleSummary>;

export const ArticlePage = Page(ArticleSummary);
export type ArticlePage = Static<typeof ArticlePage>;

const TitleRef = Type.Object(
  { id: Type.String(), title: Type.String() },
  { additionalProperties: false },
);
const ConditionRef = Type.Object(
  { id: Type.String(), name: Type.String() },
  { additionalProperties: false },
);

const Byline = {
  author: Type.String(),
  reviewer: Type.Union([Type.String(), Type.Null()]),
  reviewedAt: Type.String({ description: 'YYYY-MM-DD，最近一次审核' }),
  sources: Type.Array(Type.String(), { description: '参考资料' }),
};

export const MediaImage = Type.Object(
  { url: Type.String(), alt: Type.String() },
  { additionalProperties: false },
);
export const MediaAudio = Type.Object(
  { url: Type.String(), type: Type.String({ description: 'MIME 类型' }) },
  { additionalProperties: false },
);

export const ArticleDetail = Type.Object(
  {
    ...ArticleSummary.properties,
    ...Byline,
    body: RichText,
    /** 图解: the pictures in order; the body explains each one in words. */
    images: Type.Array(MediaImage),
    /** 音频: the recording; the body is its full transcript. */
    audio: Type.Union([MediaAudio, Type.Null()]),
    conditions: Type.Array(ConditionRef),
    related: Type.Array(ArticleSummary),
    /** Neighbours in the category's list order (newest reviewed first). */
    prev: Type.Union([TitleRef, Type.Null()]),
    next: Type.Union([TitleRef, Type.Null()]),
  },
  { additionalProperties: false },
);
export type ArticleDetail = Static<typeof ArticleDetail>;

export const ConditionSummary = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    aliases: Type.Array(Type.String()),
    /** The pinyin initial of the name, A to Z (the A–Z list's letter). */
    initial: Type.String({ pattern: '^[A-Z#]$' }),
    system: Type.String(),
    departments: Type.Array(Type.String(), { description: '相关科室的名称' }),
    summary: Type.String(),
  },
  { additionalProperties: false },
);
export type ConditionSummary = Static<typeof ConditionSummary>;

/** Every condition, by pinyin (the county's list is short enough to send whole). */
export const ConditionList = Type.Array(ConditionSummary);
export type ConditionList = Static<typeof ConditionList>;

export const ConditionSection = Type.Object(
  { title: Type.String(), anchor: Type.String(), blocks: RichText },
  { additionalProperties: false },
);

export const CareItem = Type.Object(
  {
    level: Type.Union(CARE_LEVELS.map((l) => Type.Literal(l.key)) as TLiteral<CareLevel>[]),
    title: Type.String(),
    signs: Type.Array(Type.Array(RichSpan)),
  },
  { additionalProperties: false },
);
export type CareItem = Static<typeof CareItem>;

/** A hospital of the county where a related department can be booked. */
export const DepartmentPlace = Type.Object(
  {
    hospitalId: Type.String(),
    hospitalName: Type.String(),
    departmentId: Type.String(),
  },
  { additionalProperties: false },
);

export const RelatedDepartment = Type.Object(
  {
    name: Type.String(),
    /** Hospitals that have the clinic, in the county's order (the county hospital first). */
    places: Type.Array(DepartmentPlace),
  },
  { additionalProperties: false },
);
export type RelatedDepartment = Static<typeof RelatedDepartment>;

export const ConditionDetail = Type.Object(
  {
    ...ConditionSummary.properties,
    ...Byline,
    /** 概述 to 预防, in that order. */
    sections: Type.Array(ConditionSection),
    /** 何时就医: the three levels, most urgent first. */
    care: Type.Array(CareItem),
    relatedDepartments: Type.Array(RelatedDepartment),
    /** The newest few of the condition's articles; `articleCount` says how many there are. */
    articles: Type.Array(ArticleSummary),
    articleCount: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type ConditionDetail = Static<typeof ConditionDetail>;

/** The web route of a condition's page: also the URL the search index stores. */
export const conditionPath = (id: string) => `/wiki/knowledge/disease/${id}`;
/** The web route of an article's page (spec section 2). */
export const articlePath = (id: string) => `/wiki/knowledge/article/${id}`;

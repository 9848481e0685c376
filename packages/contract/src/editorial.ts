import { Type, type Static } from '@sinclair/typebox';

/**
 * The editorial workflow (domain-rules.md, "Staff"): conditions, articles and the bureau's
 * notices (shown on the home page and the public health page), the help centre's questions
 * and the home page's featured list in versions.
 */
export const EDITORIAL_KINDS = ['condition', 'article', 'notice', 'help', 'featured'] as const;
export type EditorialKind = (typeof EDITORIAL_KINDS)[number];
export const EDITORIAL_KIND_NAMES: Record<EditorialKind, string> = {
  condition: '疾病',
  article: '文章',
  notice: '公告',
  help: '帮助问题',
  featured: '首页推荐',
};
/**
 * The home page's featured list is one item with this id: its conditions and articles in
 * order (meta.conditions, meta.articles) and no body.
 */
export const FEATURED_ITEM_ID = 'home';
/** At most this many conditions and articles together on the home page. */
export const FEATURED_MAX = 12;
/** Kinds with one fixed item the site always has: edited, never added or taken offline. */
export const SINGLE_ITEM_KINDS: readonly EditorialKind[] = ['featured'];
/** Kinds with a clinical review (reviewer, date, sources) and a review due date. */
export const CLINICAL_KINDS: readonly EditorialKind[] = ['condition', 'article'];

export const VERSION_STATUSES = ['draft', 'review', 'published', 'archived', 'superseded'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];
export const VERSION_STATUS_NAMES: Record<VersionStatus, string> = {
  draft: '草稿',
  review: '待审核',
  published: '已发布',
  archived: '已下线',
  superseded: '已被新版本替代',
};

/** A clinical review is due again this many years after the last one. */
export const REVIEW_DUE_YEARS = 3;

const Kind = Type.Union(
  EDITORIAL_KINDS.map((k) => Type.Literal(k)),
  {
    description:
      '内容类型：condition 疾病，article 文章，notice 公告，help 帮助问题，featured 首页推荐（唯一一条，编号 home）',
  },
);
const ItemId = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 });

/**
 * An item as its content file holds it: the front matter (content/README.md) and the Markdown
 * body. The server checks it with the same rules as the file loader.
 */
const Text = (max: number) => Type.Optional(Type.String({ maxLength: max }));
const List = (max: number) =>
  Type.Optional(Type.Array(Type.String({ maxLength: max }), { maxItems: 30 }));

/**
 * An item as its content file holds it: the front matter (content/README.md; a condition has
 * name, system, departments, aliases; an article title, category, conditions) and the Markdown
 * body. Each field has one type, as the request body's coercion needs. The server checks it
 * with the same rules as the file loader.
 */
export const EditorialFields = Type.Object(
  {
    meta: Type.Object(
      {
        id: Text(80),
        name: Text(40),
        title: Text(80),
        /** A notice's date (YYYY-MM-DD). */
        date: Text(20),
        aliases: List(40),
        system: Text(20),
        category: Text(20),
        departments: List(20),
        /** An article's related conditions; the home page's featured conditions, in order. */
        conditions: List(80),
        /** The home page's featured articles, in order. */
        articles: List(80),
        summary: Text(500),
        author: Text(200),
        // Null first: the body's coercion would otherwise turn null into ''.
        reviewer: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 200 })])),
        reviewedAt: Text(20),
        sources: List(300),
      },
      { additionalProperties: false },
    ),
    body: Type.String({ maxLength: 40_000 }),
  },
  { additionalProperties: false },
);
export type EditorialFields = Static<typeof EditorialFields>;

export const EditorialItemParams = Type.Object({ kind: Kind, id: ItemId });
export type EditorialItemParams = Static<typeof EditorialItemParams>;
export const EditorialKindQuery = Type.Object({ kind: Kind });
export const VersionParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const NewDraftBody = Type.Object(
  {
    kind: Kind,
    /** An item already published: the draft starts from its current fields. */
    itemId: Type.Optional(ItemId),
    /** A new item: its first fields. */
    fields: Type.Optional(EditorialFields),
  },
  { additionalProperties: false },
);
export type NewDraftBody = Static<typeof NewDraftBody>;

export const RejectBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type RejectBody = Static<typeof RejectBody>;

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const ContentVersionView = Type.Object({
  id: Type.String(),
  kind: Kind,
  itemId: Type.String(),
  title: Type.String(),
  versionNo: Type.Integer(),
  status: Type.Union(VERSION_STATUSES.map((s) => Type.Literal(s))),
  fields: EditorialFields,
  authorId: Type.String(),
  authorName: Type.String(),
  reviewerName: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  decidedAt: Nullable(Type.String()),
});
export type ContentVersionView = Static<typeof ContentVersionView>;

/** A version with the item's published fields beside it, for the diff. */
export const ContentVersionDetail = Type.Object({
  version: ContentVersionView,
  published: Type.Union([EditorialFields, Type.Null()]),
  history: Type.Array(Type.Omit(ContentVersionView, ['fields'])),
});
export type ContentVersionDetail = Static<typeof ContentVersionDetail>;

export const EditorialItem = Type.Object({
  kind: Kind,
  id: Type.String(),
  title: Type.String(),
  published: Type.Boolean(),
  reviewedAt: Nullable(Type.String()),
  /** Edited in the console since the files were loaded: a file reload leaves it alone. */
  consoleEdited: Type.Boolean(),
  /** The draft or version in review, if one is open. */
  open: Type.Union([Type.Omit(ContentVersionView, ['fields']), Type.Null()]),
  citizenPath: Nullable(Type.String()),
});
export type EditorialItem = Static<typeof EditorialItem>;

export const EditorialItemList = Type.Array(EditorialItem);
export const ContentVersionList = Type.Array(Type.Omit(ContentVersionView, ['fields']));
export type ContentVersionSummary = Omit<ContentVersionView, 'fields'>;

import { Type, type Static } from '@sinclair/typebox';
import { ArticleDetail, ConditionDetail } from './wiki.js';

/** The public read of a draft preview: the token is the only key, no session needed. */
export const PREVIEW_API = '/api/preview';
/** A preview link lives this long (domain-rules.md, "Staff"). */
export const PREVIEW_MINUTES = 30;

export const PreviewTokenParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 64, title: '预览令牌' }),
});
export type PreviewTokenParams = Static<typeof PreviewTokenParams>;

/** What the console opens: the citizen site's preview page with its token. */
export const PreviewLink = Type.Object({
  path: Type.String({ description: '市民网站的预览地址（含令牌），如 /preview?token=…' }),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type PreviewLink = Static<typeof PreviewLink>;

/** A draft in exactly the shape the citizen API answers for a published item. */
export const DraftPreview = Type.Union([
  Type.Object({ kind: Type.Literal('condition'), item: ConditionDetail }),
  Type.Object({ kind: Type.Literal('article'), item: ArticleDetail }),
]);
export type DraftPreview = Static<typeof DraftPreview>;

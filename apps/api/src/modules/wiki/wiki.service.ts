import {
  API,
  type ArticleDetail,
  type ArticleKind,
  type ArticleListQuery,
  type ArticlePage,
  type ArticleSummary,
  type CareItem,
  type ConditionDetail,
  type ConditionList,
  type ConditionSummary,
  type RelatedDepartment,
  type RichText,
  type WikiCategoryList,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { MediaFile } from './wiki-content.js';
import {
  articleConditions,
  articlesAboutConditions,
  articlesNear,
  categoryExists,
  departmentsNamed,
  findArticle,
  findCondition,
  listCategories,
  listConditions,
  neighbours,
  pageArticles,
  type ArticleRow,
  type ArticleSummaryRow,
  type ConditionRow,
} from './wiki.repository.js';

const RELATED = 4;
const CONDITION_ARTICLES = 6;

const notFound = (what: string) => new AppError('NOT_FOUND', 404, `${what}不存在或已下线`);
const json = <T>(text: string) => JSON.parse(text) as T;

/** The URL of a 图解 picture or audio file, with its content hash so a change is a new URL. */
export const mediaUrl = (id: string, f: MediaFile) =>
  `${API.wikiMedia.replace(':id', id).replace(':file', f.file)}?v=${f.hash}`;

const toSummary = (r: ArticleSummaryRow): ArticleSummary => ({
  id: r.id,
  title: r.title,
  kind: r.kind,
  category: { id: r.category_id, name: r.category_name },
  summary: r.summary,
  reviewedAt: r.reviewed_at,
});

export function categories(db: Db): Promise<WikiCategoryList> {
  return listCategories(db);
}

const KINDS: Record<NonNullable<ArticleListQuery['kind']>, ArticleKind[]> = {
  text: ['text'],
  diagram: ['diagram'],
  audio: ['audio'],
  media: ['diagram', 'audio'],
};

export async function articlePage(db: Db, q: ArticleListQuery): Promise<ArticlePage> {
  // An unknown category or condition is a wrong link, not an empty list.
  if (q.category && !(await categoryExists(db, q.category))) throw notFound('该分类');
  if (q.condition && !(await findCondition(db, q.condition))) throw notFound('该疾病');
  const { rows, total } = await pageArticles(
    db,
    { category: q.category, condition: q.condition, kinds: q.kind && KINDS[q.kind] },
    (q.pageNo - 1) * q.pageSize,
    q.pageSize,
  );
  return { list: rows.map(toSummary), total, pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function articleDetail(db: Db, id: string): Promise<ArticleDetail> {
  const row = await findArticle(db, id);
  if (!row) throw notFound('这篇文章');
  return articleDetailOf(db, row, await articleConditions(db, id));
}

/** An article row as citizens see it (a published one, or a draft's preview built as a row). */
export async function articleDetailOf(
  db: Db,
  row: ArticleRow,
  conditions: { id: string; name: string }[],
): Promise<ArticleDetail> {
  const { id } = row;
  const around = await neighbours(db, row.category_id, row.position);
  // Related reading: articles about the same conditions, then the category's newest.
  const related = await articlesAboutConditions(
    db,
    conditions.map((c) => c.id),
    id,
    RELATED,
  );
  if (related.length < RELATED) {
    const more = await articlesNear(
      db,
      row.category_id,
      [id, ...related.map((r) => r.id)],
      RELATED - related.length,
    );
    related.push(...more);
  }
  const media = json<{ images: (MediaFile & { alt: string })[]; audio: MediaFile | null }>(
    row.media,
  );
  const ref = (p: number) => {
    const n = around.find((a) => a.position === p);
    return n ? { id: n.id, title: n.title } : null;
  };
  return {
    ...toSummary(row),
    author: row.author,
    reviewer: row.reviewer,
    reviewedAt: row.reviewed_at,
    sources: json<string[]>(row.sources),
    body: json<RichText>(row.body),
    images: media.images.map((img) => ({ url: mediaUrl(id, img), alt: img.alt })),
    audio: media.audio ? { url: mediaUrl(id, media.audio), type: 'audio/ogg' } : null,
    conditions,
    related: related.map(toSummary),
    prev: ref(row.position - 1),
    next: ref(row.position + 1),
  };
}

const toConditionSummary = (r: ConditionRow): ConditionSummary => ({
  id: r.id,
  name: r.name,
  aliases: json<string[]>(r.aliases),
  initial: r.initial,
  system: r.system,
  departments: json<string[]>(r.departments),
  summary: r.summary,
});

export async function conditions(db: Db): Promise<ConditionList> {
  return (await listConditions(db)).map(toConditionSummary);
}

/** Each clinic with the county's hospitals that have it (none: the page says to ask 12320). */
async function relatedDepartments(db: Db, names: string[]): Promise<RelatedDepartment[]> {
  const found = await departmentsNamed(db, names);
  return names.map((name) => ({
    name,
    places: found
      .filter((d) => d.name === name)
      .map(({ hospitalId, hospitalName, departmentId }) => ({
        hospitalId,
        hospitalName,
        departmentId,
      })),
  }));
}

export async function conditionDetail(db: Db, id: string): Promise<ConditionDetail> {
  const row = await findCondition(db, id);
  if (!row) throw notFound('该疾病');
  return conditionDetailOf(db, row);
}

/** A condition row as citizens see it (a published one, or a draft's preview built as a row). */
export async function conditionDetailOf(db: Db, row: ConditionRow): Promise<ConditionDetail> {
  const { id } = row;
  const summary = toConditionSummary(row);
  const [departments, page] = await Promise.all([
    relatedDepartments(db, summary.departments),
    pageArticles(db, { condition: id }, 0, CONDITION_ARTICLES),
  ]);
  return {
    ...summary,
    author: row.author,
    reviewer: row.reviewer,
    reviewedAt: row.reviewed_at,
    sources: json<string[]>(row.sources),
    sections: json<ConditionDetail['sections']>(row.sections),
    care: json<CareItem[]>(row.care),
    relatedDepartments: departments,
    articles: page.rows.map(toSummary),
    articleCount: page.total,
  };
}

/** The stored media of an article, to check a file request against (never a path from a URL). */
export async function mediaFileOf(
  db: Db,
  id: string,
  file: string,
): Promise<MediaFile & { type: string }> {
  const row = await findArticle(db, id);
  const media = row
    ? json<{ images: MediaFile[]; audio: MediaFile | null }>(row.media)
    : { images: [], audio: null };
  const found = [...media.images, ...(media.audio ? [media.audio] : [])].find(
    (m) => m.file === file,
  );
  if (!found) throw notFound('该文件');
  return { ...found, type: file.endsWith('.svg') ? 'image/svg+xml' : 'audio/ogg' };
}

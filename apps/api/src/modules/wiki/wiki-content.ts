import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  BODY_SYSTEMS,
  CARE_LEVELS,
  CONDITION_SECTIONS,
  WIKI_CATEGORIES,
  type ArticleKind,
  type CareItem,
  type RichText,
} from '@portal/contract';
import { pinyin } from 'pinyin-pro';
import { chinaToday } from '../../lib/china-day.js';
import { markdownFiles, readMarkdown, type ContentFile } from '../../lib/content/content-file.js';
import { frontMatter } from '../../lib/content/fields.js';
import { ContentError, parseMarkdown, sectionsOf } from '../../lib/content/markdown.js';

/** Clinics a condition may name (content/README.md): the demo county's department names. */
export const CLINICS = [
  ...['心血管内科', '呼吸内科', '消化内科', '神经内科', '内分泌科', '肾内科', '普外科', '骨科'],
  ...['泌尿外科', '神经外科', '胸外科', '妇科', '产科', '儿内科', '新生儿科', '眼科', '耳鼻咽喉科'],
  ...['口腔科', '中医内科', '针灸推拿科', '皮肤科', '康复医学科', '体检中心', '老年医学科'],
  ...['脾胃病科', '心脑病科', '肺病科', '骨伤科', '中医外科', '中医妇科', '中医儿科', '治未病科'],
  ...['中医康复科', '中医五官科', '孕产保健科', '妇女保健科', '儿童保健科', '预防接种门诊'],
  ...['全科医学科', '中医科', '预防保健科', '精神心理科', '感染性疾病科'],
] as const;

const MEDIA_KINDS: Record<string, ArticleKind> = { 图解: 'diagram', 音频: 'audio' };

interface Byline {
  author: string;
  reviewer: string | null;
  reviewedAt: string;
  sources: string[];
}

export interface ConditionRecord extends Byline {
  id: string;
  name: string;
  aliases: string[];
  initial: string;
  sortKey: string;
  system: string;
  departments: string[];
  summary: string;
  sections: { title: string; anchor: string; blocks: RichText }[];
  care: CareItem[];
}

export interface MediaFile {
  file: string;
  /** Part of the file's URL, so browsers may keep it for a year and still see a change. */
  hash: string;
}

export interface ArticleRecord extends Byline {
  id: string;
  categoryId: string;
  kind: ArticleKind;
  title: string;
  summary: string;
  conditions: string[];
  body: RichText;
  images: (MediaFile & { alt: string })[];
  audio: MediaFile | null;
}

/** The A–Z letter and sort key of a name: the pinyin of its Han characters (2 型糖尿病 → T). */
export function pinyinKey(name: string): { initial: string; sortKey: string } {
  // A type number (1 型, 2 型) qualifies the disease: 2 型糖尿病 is looked for under T.
  const han = [...name.replace(/^[\dA-Za-z]+\s*型/, '')]
    .filter((c) => /\p{Script=Han}/u.test(c))
    .join('');
  const sortKey = pinyin(han, { toneType: 'none', type: 'array', v: true }).join(' ');
  const letter = sortKey.charAt(0).toUpperCase();
  return { initial: /^[A-Z]$/.test(letter) ? letter : '#', sortKey };
}

function byline(f: ReturnType<typeof frontMatter>): Byline {
  const reviewedAt = f.date('reviewedAt');
  // A review is dated when it happens: never later than today (the console sets it on approval).
  const today = chinaToday();
  if (reviewedAt > today) f.fail('reviewedAt', `不能晚于今天（${today}）`);
  return {
    author: f.text('author', 80),
    reviewer: f.optionalText('reviewer', 80),
    reviewedAt,
    sources: f.list('sources', { min: 1 }),
  };
}

function checkId(file: ContentFile, id: string): void {
  if (basename(file.file, '.md') !== id) {
    throw new ContentError(file.file, 0, `字段 id（${id}）须与文件名相同`);
  }
}

/** 何时就医: exactly three `###` parts in order, each one `- ` list of signs. */
function careOf(file: string, blocks: RichText): CareItem[] {
  const fail = (reason: string): never => {
    throw new ContentError(file, 0, `“## 何时就医”${reason}`);
  };
  if (blocks.length !== CARE_LEVELS.length * 2) {
    fail('须正好有三个 ### 小标题，每个下面一个 “- ” 列表');
  }
  return CARE_LEVELS.map((level, i) => {
    const head = blocks[i * 2]!;
    const list = blocks[i * 2 + 1]!;
    if (head.kind !== 'h3' || head.text !== level.title) {
      fail(`第 ${i + 1} 个小标题须是 “### ${level.title}”`);
    }
    if (list.kind !== 'ul' || list.items.length === 0) {
      return fail(`“### ${level.title}” 下面须是 “- ” 开头的列表`);
    }
    return { level: level.key, title: level.title, signs: list.items };
  });
}

export function parseCondition(file: ContentFile): ConditionRecord {
  const f = frontMatter(file);
  const id = f.slug('id');
  checkId(file, id);
  const name = f.text('name', 20);
  const departments = f.list('departments', { min: 1 });
  if (departments.length > 3) f.fail('departments', '最多 3 个科室');
  for (const d of departments) {
    if (!(CLINICS as readonly string[]).includes(d)) {
      f.fail('departments', `中的 “${d}” 不在 content/README.md 的科室表里`);
    }
  }
  const blocks = parseMarkdown(file.body, file.file, file.bodyLine);
  const sections = sectionsOf(blocks);
  const expected = [...CONDITION_SECTIONS, '何时就医'];
  const found = [...sections.keys()];
  if (found.join('|') !== expected.join('|') || blocks[0]?.kind !== 'h2') {
    throw new ContentError(
      file.file,
      0,
      `正文须依次是 ${expected.map((s) => `## ${s}`).join('、')}，现在是 ${found.join('、') || '没有 ## 标题'}`,
    );
  }
  for (const title of CONDITION_SECTIONS) {
    if (sections.get(title)!.length === 0) {
      throw new ContentError(file.file, 0, `“## ${title}” 下面没有内容`);
    }
  }
  const anchors = new Map(
    blocks.flatMap((b) => (b.kind === 'h2' ? [[b.text, b.anchor] as const] : [])),
  );
  return {
    id,
    name,
    aliases: f.list('aliases'),
    ...pinyinKey(name),
    system: f.oneOf('system', BODY_SYSTEMS),
    departments,
    summary: f.text('summary', 60),
    ...byline(f),
    sections: CONDITION_SECTIONS.map((title) => ({
      title,
      anchor: anchors.get(title)!,
      blocks: sections.get(title)!,
    })),
    care: careOf(file.file, sections.get('何时就医')!),
  };
}

function mediaFile(root: string, file: ContentFile, dir: string, name: string): MediaFile {
  const path = join(root, dir, name);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*\.(svg|ogg)$/.test(name) || !existsSync(path)) {
    throw new ContentError(
      file.file,
      0,
      `找不到文件 ${join(dir, name)}（文件名须是小写字母、数字和连字符）`,
    );
  }
  const hash = createHash('sha256').update(readFileSync(path)).digest('base64url').slice(0, 12);
  return { file: name, hash };
}

function parseArticleFile(root: string, file: ContentFile, media: boolean): ArticleRecord {
  const f = frontMatter(file);
  const id = f.slug('id');
  checkId(file, id);
  const categoryName = f.oneOf(
    'category',
    WIKI_CATEGORIES.map((c) => c.name),
  );
  const categoryId = WIKI_CATEGORIES.find((c) => c.name === categoryName)!.id;
  if (!media && basename(dirname(file.file)) !== categoryId) {
    f.fail('category', `（${categoryName}）须与所在文件夹 articles/${categoryId}/ 一致`);
  }
  const kind = media ? MEDIA_KINDS[f.oneOf('kind', Object.keys(MEDIA_KINDS))]! : 'text';
  const body = parseMarkdown(file.body, file.file, file.bodyLine);
  if (body.filter((b) => b.kind === 'h2').length < 2) {
    throw new ContentError(file.file, 0, '正文至少要有两个 ## 标题');
  }
  const dir = join(dirname(file.file), id);
  let images: ArticleRecord['images'] = [];
  let audio: MediaFile | null = null;
  if (kind === 'diagram') {
    const list = f.raw('images');
    if (!Array.isArray(list) || list.length === 0) f.fail('images', '须是至少一项的列表');
    images = (list as unknown[]).map((item, i) => {
      const entry = (item ?? {}) as { file?: unknown; alt?: unknown };
      if (typeof entry.file !== 'string' || typeof entry.alt !== 'string' || !entry.alt.trim()) {
        return f.fail('images', `第 ${i + 1} 项须有 file 和 alt（图片说明）`);
      }
      return { ...mediaFile(root, file, dir, entry.file), alt: entry.alt.trim() };
    });
  }
  if (kind === 'audio') audio = mediaFile(root, file, dir, f.text('audio', 80));
  return {
    id,
    categoryId,
    kind,
    title: f.text('title', 40),
    summary: f.text('summary', 120),
    conditions: f.list('conditions'),
    ...byline(f),
    body,
    images,
    audio,
  };
}

/** A text article (articles/<category>/<id>.md): one checked alone, as the console does. */
export function parseArticle(file: ContentFile): ArticleRecord {
  return parseArticleFile('', file, false);
}

/** An item as the console edits it: a content file's front matter and Markdown body. */
export interface ItemFields {
  meta: Record<string, unknown>;
  body: string;
}

/** The file a console version stands for, so the loader's own checks apply to it unchanged. */
function fieldsFile(kind: 'condition' | 'article', { meta, body }: ItemFields): ContentFile {
  const id = typeof meta.id === 'string' ? meta.id : '';
  const category = WIKI_CATEGORIES.find((c) => c.name === meta.category)?.id ?? '';
  const file = kind === 'condition' ? `conditions/${id}.md` : `articles/${category}/${id}.md`;
  return { file, meta, body, bodyLine: 1 };
}

export const conditionOfFields = (fields: ItemFields): ConditionRecord =>
  parseCondition(fieldsFile('condition', fields));

export const articleOfFields = (fields: ItemFields): ArticleRecord =>
  parseArticle(fieldsFile('article', fields));

/** Every condition file (content/conditions/*.md), checked; throws naming the file and field. */
export function readConditions(root: string): ConditionRecord[] {
  return markdownFiles(root, 'conditions').map((path) => parseCondition(readMarkdown(root, path)));
}

/** Every article (content/articles/<category>/*.md). */
export function readArticles(root: string): ArticleRecord[] {
  return markdownFiles(root, 'articles').map((path) =>
    parseArticleFile(root, readMarkdown(root, path), false),
  );
}

/** Every 图解 and audio item (content/media/*.md with its folder of files). */
export function readMedia(root: string): ArticleRecord[] {
  return markdownFiles(root, 'media').map((path) =>
    parseArticleFile(root, readMarkdown(root, path), true),
  );
}

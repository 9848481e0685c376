import {
  DRUG_CATEGORIES,
  DRUG_SECTIONS,
  INSURANCE_CLASSES,
  RX_STATUSES,
  richPlainText,
  type DrugForm,
  type DrugMonographSection,
} from '@portal/contract';
import type { Transaction } from 'kysely';
import { pinyin } from 'pinyin-pro';
import { nowIso } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { markdownFiles, readMarkdown } from '../../lib/content/content-file.js';
import { frontMatter } from '../../lib/content/fields.js';
import { ContentError, parseMarkdown, sectionsOf } from '../../lib/content/markdown.js';
import { replaceDocuments, type SearchDocument } from '../search/search.service.js';
import { replaceCatalogue, type DrugRow } from './drugs.repository.js';
import { rematchStock } from './drug-ingest.service.js';

/** The content set's folder under the content root. */
export const DRUG_PATHS = ['drugs'];

const STRENGTH_MAX = 80;

function formsOf(file: string, raw: unknown, fail: (n: string, r: string) => never): DrugForm[] {
  if (!Array.isArray(raw) || raw.length === 0) return fail('forms', '须是至少一项的列表');
  return raw.map((f: unknown, i) => {
    const { form, strengths } = (f ?? {}) as { form?: unknown; strengths?: unknown };
    if (typeof form !== 'string' || !form.trim()) return fail('forms', `第 ${i + 1} 项缺少 form`);
    if (
      !Array.isArray(strengths) ||
      strengths.length === 0 ||
      strengths.some((s) => typeof s !== 'string' || !s.trim() || s.length > STRENGTH_MAX)
    ) {
      throw new ContentError(file, 0, `字段 forms 第 ${i + 1} 项的 strengths 须是规格文字列表`);
    }
    return { form: form.trim(), strengths: (strengths as string[]).map((s) => s.trim()) };
  });
}

interface LoadedDrug {
  row: DrugRow;
  document: SearchDocument;
}

function readDrug(root: string, path: string, at: string): LoadedDrug {
  const file = readMarkdown(root, path);
  const f = frontMatter(file);
  const id = f.slug();
  const genericName = f.text('genericName', 40);
  const brandNames = f.list('brandNames');
  const category = f.oneOf('category', DRUG_CATEGORIES);
  const rx = f.oneOf('rx', RX_STATUSES);
  const insurance = f.oneOf('insurance', INSURANCE_CLASSES);
  const forms = formsOf(file.file, f.raw('forms'), f.fail);
  const blocks = parseMarkdown(file.body, file.file, file.bodyLine);
  const sections = sectionsOf(blocks);
  const titles = [...sections.keys()];
  if (titles.join('|') !== DRUG_SECTIONS.join('|')) {
    throw new ContentError(
      file.file,
      file.bodyLine,
      `正文须依次是这些 ## 小节：${DRUG_SECTIONS.join('、')}（现在是：${titles.join('、') || '无'}）`,
    );
  }
  const monograph: DrugMonographSection[] = DRUG_SECTIONS.map((title) => {
    const body = sections.get(title)!;
    if (body.length === 0) throw new ContentError(file.file, 0, `小节“${title}”没有内容`);
    return { title, blocks: body };
  });
  const summary = f.text('summary', 200);
  const subcategory = f.optionalText('subcategory', 40);
  return {
    row: {
      id,
      generic_name: genericName,
      english_name: f.optionalText('englishName', 80),
      brand_names: JSON.stringify(brandNames),
      forms: JSON.stringify(forms),
      category,
      subcategory,
      atc: f.optionalText('atc', 16),
      rx,
      insurance,
      essential: f.boolean('essential') ? 1 : 0,
      summary,
      sections: JSON.stringify(monograph),
      reviewer: f.text('reviewer', 100),
      reviewed_at: f.date('reviewedAt'),
      sources: JSON.stringify(f.list('sources', { min: 1 })),
      sort_order: 0,
      updated_at: at,
    },
    document: {
      type: 'drug',
      id,
      title: genericName,
      names: brandNames,
      body: [
        summary,
        richPlainText(sections.get('适应症')!),
        `剂型：${forms.map((x) => x.form).join('、')}`,
        subcategory ?? '',
      ].join('\n'),
      url: `/drug/detail/${id}`,
      category: `${category} · ${rx}`,
    },
  };
}

const sortKey = (name: string) => pinyin(name, { toneType: 'none', type: 'array' }).join(' ');

/**
 * Loads content/drugs: replaces the catalogue and its search documents in the given
 * transaction, then matches the stock hospitals reported to it again. Throws a ContentError
 * naming the file and field of anything malformed (nothing is written then: the caller's
 * transaction rolls back). Returns how many drugs were loaded.
 */
export async function loadDrugs(trx: Transaction<DB>, root: string): Promise<number> {
  const at = nowIso();
  const loaded = DRUG_PATHS.flatMap((dir) => markdownFiles(root, dir)).map((p) =>
    readDrug(root, p, at),
  );
  const seen = new Set<string>();
  for (const d of loaded) {
    if (seen.has(d.row.id))
      throw new ContentError(`drugs/${d.row.id}.md`, 0, `id ${d.row.id} 重复`);
    seen.add(d.row.id);
  }
  const keyed = loaded.map((d) => ({
    d,
    category: DRUG_CATEGORIES.indexOf(d.row.category as (typeof DRUG_CATEGORIES)[number]),
    key: sortKey(d.row.generic_name),
  }));
  keyed.sort((a, b) => a.category - b.category || a.key.localeCompare(b.key));
  const rows = keyed.map(({ d }, i) => ({ ...d.row, sort_order: i }));
  await replaceCatalogue(trx, rows);
  await replaceDocuments(
    trx,
    'drug',
    loaded.map((d) => d.document),
  );
  await rematchStock(trx);
  return rows.length;
}

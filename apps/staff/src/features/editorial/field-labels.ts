import type { EditorialFields, EditorialKind } from '@portal/contract';

export type MetaKey = keyof EditorialFields['meta'];

/** The front matter fields each kind has (content/README.md), with their Chinese names. */
export const FIELD_LABELS: Record<EditorialKind, [MetaKey, string][]> = {
  condition: [
    ['name', '疾病名称'],
    ['aliases', '别名'],
    ['system', '所属系统'],
    ['departments', '就诊科室'],
    ['summary', '一句话简介'],
    ['author', '作者'],
    ['reviewer', '审核人'],
    ['reviewedAt', '审核日期'],
    ['sources', '参考资料'],
  ],
  article: [
    ['title', '标题'],
    ['category', '分类'],
    ['conditions', '相关疾病编号'],
    ['summary', '摘要'],
    ['author', '作者'],
    ['reviewer', '审核人'],
    ['reviewedAt', '审核日期'],
    ['sources', '参考资料'],
  ],
  notice: [
    ['title', '标题'],
    ['date', '日期（YYYY-MM-DD）'],
  ],
  help: [
    ['title', '问题'],
    ['category', '分类编号（如 booking、cards）'],
  ],
  // The home page's one featured list: ids in the order shown, no body.
  featured: [
    ['conditions', '推荐疾病编号（按首页显示顺序）'],
    ['articles', '推荐文章编号（按首页显示顺序）'],
  ],
};

/** A field's value as lines, for the diff: a list one item a line, text by its lines. */
export function fieldLines(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === null || value === undefined || value === '') return [];
  return String(value).split('\n');
}

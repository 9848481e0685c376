// The search's names and limits without its schemas, so pages (the header's box ships with
// every page) can use them without carrying TypeBox.

/** What the site-wide search finds (api-contract.md pins these names). */
export const SEARCH_TYPES = [
  'condition',
  'article',
  'drug',
  'hospital',
  'department',
  'doctor',
  'help',
  'guide',
  'consult',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** How each type is named on the results page and in the index (搜“药品”也找得到药品). */
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  condition: '疾病',
  article: '文章',
  drug: '药品',
  hospital: '医院',
  department: '科室',
  doctor: '医生',
  help: '帮助',
  guide: '办事指南',
  consult: '咨询',
};

/** The longest query the search takes: longer text is a paste, not a question. */
export const SEARCH_QUERY_MAX = 50;

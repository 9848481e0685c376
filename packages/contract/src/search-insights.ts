import { Type, type Static } from '@sinclair/typebox';
import { Page, PageQuery } from './paging.js';
import { SEARCH_QUERY_MAX } from './search-rules.js';
import { STAFF_API } from './staff.js';

/** The staff console's page of searches that fail (搜索改进). */
export const SEARCH_INSIGHTS_PATH = `${STAFF_API}/search-insights`;

/** The periods an editor may look back over; rows older than the longest kept are deleted. */
export const SEARCH_INSIGHT_DAYS = [7, 30] as const;
export type SearchInsightDays = (typeof SEARCH_INSIGHT_DAYS)[number];
export const SEARCH_STATS_KEPT_DAYS = 180;

/** zero: searches that found nothing; noclick: searches that found something nobody opened. */
export const SEARCH_INSIGHT_KINDS = ['zero', 'noclick'] as const;
export type SearchInsightKind = (typeof SEARCH_INSIGHT_KINDS)[number];
export const SEARCH_INSIGHT_KIND_NAMES: Record<SearchInsightKind, string> = {
  zero: '没有结果的搜索',
  noclick: '有结果但没人点开的搜索',
};

/** A click on a result of the search page: only the words searched, never who clicked. */
export const SearchClickBody = Type.Object({
  q: Type.String({ title: '搜索词', minLength: 1, maxLength: SEARCH_QUERY_MAX }),
});
export type SearchClickBody = Static<typeof SearchClickBody>;

export const SearchInsightsQuery = Type.Composite([
  Type.Object({
    days: Type.Union(
      SEARCH_INSIGHT_DAYS.map((d) => Type.Literal(d)),
      { title: '统计天数', default: 7, description: '近 7 天或近 30 天' },
    ),
    kind: Type.Union(
      SEARCH_INSIGHT_KINDS.map((k) => Type.Literal(k)),
      { title: '类型', default: 'zero', description: 'zero：无结果；noclick：有结果无点击' },
    ),
  }),
  PageQuery,
]);
export type SearchInsightsQuery = Static<typeof SearchInsightsQuery>;

/** One query's counts over the period, summed over its days. */
export const SearchInsight = Type.Object({
  query: Type.String(),
  searches: Type.Integer({ minimum: 0 }),
  zeroResults: Type.Integer({ minimum: 0 }),
  clicks: Type.Integer({ minimum: 0 }),
  lastDay: Type.String({ description: '最近一次被搜索的日期（YYYY-MM-DD，北京时间）' }),
});
export type SearchInsight = Static<typeof SearchInsight>;

export const SearchInsightPage = Page(SearchInsight);
export type SearchInsightPage = Static<typeof SearchInsightPage>;

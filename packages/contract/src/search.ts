import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { Page, PageQuery } from './paging.js';
import { SEARCH_QUERY_MAX, SEARCH_TYPES, type SearchType } from './search-rules.js';

export const SearchTypeSchema = Type.Union(
  SEARCH_TYPES.map((t) => Type.Literal(t)) as TLiteral<SearchType>[],
  { title: '结果类型' },
);

const Q = Type.String({
  title: '搜索词',
  maxLength: SEARCH_QUERY_MAX,
  default: '',
  description: `搜索词，最多 ${SEARCH_QUERY_MAX} 个字；中文、拼音或拼音首字母（如 gxy）均可`,
});

export const SearchQuery = Type.Composite([
  PageQuery,
  Type.Object({ q: Q, type: Type.Optional(SearchTypeSchema) }),
]);
export type SearchQuery = Static<typeof SearchQuery>;

/**
 * Text with the matched words marked, as segments rather than HTML: the page wraps the marked
 * ones in <mark> itself, so nothing from the index can inject markup.
 */
export const MarkedText = Type.Array(
  Type.Object(
    { text: Type.String(), mark: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  ),
);
export type MarkedText = Static<typeof MarkedText>;

export const SearchHit = Type.Object(
  {
    type: SearchTypeSchema,
    id: Type.String(),
    title: Type.String(),
    /** The title again, with the matched words marked. */
    titleMarks: MarkedText,
    /** A passage of the text around the matched words, which are marked. */
    snippet: MarkedText,
    /** The web route of the result, under the site's base path. */
    url: Type.String(),
    category: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type SearchHit = Static<typeof SearchHit>;

export const SearchCounts = Type.Object(
  Object.fromEntries(SEARCH_TYPES.map((t) => [t, Type.Integer({ minimum: 0 })])) as Record<
    SearchType,
    ReturnType<typeof Type.Integer>
  >,
  { additionalProperties: false },
);
export type SearchCounts = Static<typeof SearchCounts>;

export const SearchGroup = Type.Object(
  { type: SearchTypeSchema, total: Type.Integer({ minimum: 0 }), items: Type.Array(SearchHit) },
  { additionalProperties: false },
);
export type SearchGroup = Static<typeof SearchGroup>;

export const SearchEmergency = Type.Object(
  {
    conditionId: Type.String(),
    /** The condition's name. */
    title: Type.String(),
    /** The points of its 立即拨打 120 list, as plain text. */
    advice: Type.Array(Type.String()),
    /** The condition's page. */
    url: Type.String(),
  },
  { additionalProperties: false },
);
export type SearchEmergency = Static<typeof SearchEmergency>;

export const SearchResult = Type.Object(
  {
    ...Page(SearchHit).properties,
    q: Type.String(),
    /** Results per type for the whole query, whatever `type` filters the list to. */
    counts: SearchCounts,
    /** Without `type`: the best few of each type that has results, best type first. */
    groups: Type.Array(SearchGroup),
    /**
     * The first result lacks some of the words (a query of several words needs not all of
     * them: results are ordered by how much of the query, rare words weighing more, they have).
     */
    partial: Type.Boolean(),
    /**
     * 您是不是要找: the name of a condition or drug the query nearly is (高血鸭 → 高血压: the
     * same pinyin, or one character apart), when nothing is named exactly by it.
     */
    suggestion: Type.Union([Type.String(), Type.Null()]),
    /**
     * When the query describes the 立即拨打 120 signs of a condition among the first results:
     * that condition and those signs, for the page to show above the results.
     */
    emergency: Type.Union([SearchEmergency, Type.Null()]),
  },
  { additionalProperties: false },
);
export type SearchResult = Static<typeof SearchResult>;

export const SuggestQuery = Type.Object({ q: Q, type: Type.Optional(SearchTypeSchema) });
export type SuggestQuery = Static<typeof SuggestQuery>;

export const Suggestion = Type.Object(
  {
    type: SearchTypeSchema,
    id: Type.String(),
    title: Type.String(),
    url: Type.String(),
    /** The other name that matched when the title does not contain the words (伤风 → 感冒). */
    alias: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type Suggestion = Static<typeof Suggestion>;

export const SuggestionList = Type.Array(Suggestion);
export type SuggestionList = Static<typeof SuggestionList>;

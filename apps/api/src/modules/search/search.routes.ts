import {
  API,
  ErrorBody,
  SearchQuery,
  SearchResult,
  SuggestQuery,
  SuggestionList,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PublicReadLifetime } from '../../lib/public-cache.js';
import { publicGet } from '../../lib/public-read.js';
import { countSearches } from './search-insights.routes.js';
import { search, suggest } from './search.service.js';

/**
 * Searches are public and the same for everyone; kept apart from the page cache, since every
 * keystroke of a type-ahead is a new key and must not push hospital pages out.
 */
const RESULTS: PublicReadLifetime = { maxAgeSeconds: 60, ttlMs: 30_000, partition: 'search' };
const SUGGESTIONS: PublicReadLifetime = { maxAgeSeconds: 300, ttlMs: 60_000, partition: 'search' };

const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['search'];
  countSearches(app);

  publicGet(
    app,
    API.search,
    RESULTS,
    {
      tags,
      summary:
        '全站搜索：疾病、文章、药品、医院、科室、医生、帮助；中文、拼音或首字母，同义词，按类型计数，摘要标出命中的词',
      querystring: SearchQuery,
      response: { 200: SearchResult, 400: ErrorBody },
    },
    (request) => search(app.db, request.query),
  );

  publicGet(
    app,
    API.searchSuggest,
    SUGGESTIONS,
    {
      tags,
      summary: '输入提示：标题和别名里含有已输入文字（或拼音、首字母）的前 8 项',
      querystring: SuggestQuery,
      response: { 200: SuggestionList, 400: ErrorBody },
    },
    (request) => suggest(app.db, request.query),
  );
};

export default searchRoutes;

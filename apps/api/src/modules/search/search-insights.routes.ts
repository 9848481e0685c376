import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  API,
  ErrorBody,
  SEARCH_INSIGHTS_PATH,
  SearchClickBody,
  SearchInsightPage,
  SearchInsightsQuery,
  type SearchQuery,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  flushSearchCounts,
  noteClick,
  noteSearch,
  searchInsights,
} from './search-insights.service.js';

/** The JSON a public read sent, as sendPublic encoded it. */
function decoded(body: Buffer, encoding: unknown): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

/**
 * Counts the search page's searches: hooked into the search routes (search.routes.ts). The
 * first page of all types is one search; other pages and type filters are the same search
 * read further, and a 304 is a browser asking again about words it has just searched. Counted
 * after the reply has gone, from the body sent (a cached one too), so the search waits for
 * nothing; a failure is logged, never the search's.
 */
export function countSearches(app: FastifyInstance): void {
  const bodies = new WeakMap<FastifyRequest, Buffer>();
  // A cached answer is sent as the same buffer each time: decoded once, not per search.
  const zeroOf = new WeakMap<Buffer, boolean>();
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.url === API.search && Buffer.isBuffer(payload)) {
      bodies.set(request, payload);
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const body = bodies.get(request);
    const query = request.query as SearchQuery;
    if (body && reply.statusCode === 200 && !query.type && query.pageNo === 1) {
      try {
        let zero = zeroOf.get(body);
        if (zero === undefined) {
          const json = decoded(body, reply.getHeader('content-encoding'));
          zero = (JSON.parse(json) as { total: number }).total === 0;
          zeroOf.set(body, zero);
        }
        noteSearch(app.db, request.log, query.q, zero);
      } catch (err) {
        request.log.warn({ err }, 'search not counted');
      }
    }
    done();
  });
}

/** Clicks on search results (citizens, anonymous) and the failing searches (content editors). */
const searchInsightsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onClose', () => flushSearchCounts(app.db));

  app.post(
    API.searchClicks,
    {
      schema: {
        tags: ['search'],
        summary: '搜索结果被点开：只记搜索词当天的点击数，不记是谁；当天没人搜过的词不计',
        body: SearchClickBody,
        response: { 204: Type.Null(), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      noteClick(app.db, request.log, request.body.q);
      return reply.code(204).send(null);
    },
  );

  app.get(
    SEARCH_INSIGHTS_PATH,
    {
      schema: {
        tags: ['staff'],
        summary: '搜索改进：近 7 天或近 30 天没有结果、或有结果没人点开的搜索词，按次数排序',
        querystring: SearchInsightsQuery,
        response: {
          200: SearchInsightPage,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
        },
      },
      preHandler: app.staffOnly('content.edit'),
    },
    async (request) => searchInsights(app.db, request.query),
  );
};

export default searchInsightsRoutes;

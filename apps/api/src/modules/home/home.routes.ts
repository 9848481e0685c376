import { API, HomeContent } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PublicReadLifetime } from '../../lib/public-cache.js';
import { publicGet } from '../../lib/public-read.js';
import { homeContent } from './home.service.js';

// The busiest read of the site: one query set per minute per process, whatever the crowd.
const HOME: PublicReadLifetime = { maxAgeSeconds: 60, ttlMs: 60_000 };

/** The front page's content in one call: notices, featured reading, tips, popular clinics. */
const homeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  publicGet(
    app,
    API.home,
    HOME,
    {
      tags: ['home'],
      summary: '首页内容：最新公告、推荐的疾病和文章、当季健康提示、热门科室（链接到预约）',
      response: { 200: HomeContent },
    },
    () => homeContent(app.db),
  );
};

export default homeRoutes;

import { API, ErrorBody, SiteConfig, SiteQrParams } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../lib/app-error.js';
import type { PublicReadLifetime } from '../../lib/public-cache.js';
import { publicGet } from '../../lib/public-read.js';
import { findQrSvg, findSiteConfig } from './site.repository.js';

// Public, identical for every visitor: browsers and proxies may keep it for a day.
const QR_CACHE = 'public, max-age=86400';

/**
 * Read on every page load by every visitor; operators change it with an UPDATE, which shows
 * within 20 s (10 in this process, 10 in browsers and nginx).
 */
export const SITE_CONFIG_LIFETIME: PublicReadLifetime = { ttlMs: 10_000, maxAgeSeconds: 10 };

const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  publicGet(
    app,
    API.siteConfig,
    SITE_CONFIG_LIFETIME,
    {
      tags: ['site'],
      summary: '站点设置（页头、页脚、热线、二维码）',
      response: {
        200: SiteConfig,
        304: { description: '未改变（If-None-Match）' },
        503: ErrorBody,
      },
    },
    async () => {
      const config = await findSiteConfig(app.db);
      if (config) return config;
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        503,
        '站点设置尚未初始化，请先运行 npm run cli -- seed',
      );
    },
  );

  app.get(
    API.siteQr,
    {
      schema: {
        tags: ['site'],
        summary: '页脚二维码图片（SVG）',
        params: SiteQrParams,
        response: {
          200: {
            description: 'SVG 图片',
            content: { 'image/svg+xml': { schema: Type.String() } },
          },
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const svg = await findQrSvg(app.db, request.params.key);
      if (svg === undefined) throw new AppError('NOT_FOUND', 404, '二维码不存在');
      return reply.type('image/svg+xml').header('cache-control', QR_CACHE).send(svg);
    },
  );
};

export default siteRoutes;

import { API, HelpCentre } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PublicReadLifetime } from '../../lib/public-cache.js';
import { publicGet } from '../../lib/public-read.js';
import { helpCentre } from './help.service.js';

// Changes only with a content load, which drops this process's copy at once.
const HELP: PublicReadLifetime = { maxAgeSeconds: 300, ttlMs: 60_000 };

/** The help centre (帮助中心): categories of questions and answers. Searching is /api/search. */
const helpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  publicGet(
    app,
    API.help,
    HELP,
    {
      tags: ['help'],
      summary: '帮助中心：按类别列出的常见问题和回答（搜索用 /api/search?type=help）',
      response: { 200: HelpCentre },
    },
    () => helpCentre(app.db),
  );
};

export default helpRoutes;

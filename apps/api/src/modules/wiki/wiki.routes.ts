import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  API,
  ArticleDetail,
  ArticleListQuery,
  ArticlePage,
  ConditionDetail,
  ConditionList,
  ErrorBody,
  WikiCategoryList,
  WikiIdParams,
  WikiMediaParams,
} from '@portal/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../lib/app-error.js';
import { contentRoot } from '../../lib/content/content-file.js';
import { notModified, type PublicReadLifetime } from '../../lib/public-cache.js';
import { publicGet } from '../../lib/public-read.js';
import {
  articleDetail,
  articlePage,
  categories,
  conditionDetail,
  conditions,
  mediaFileOf,
} from './wiki.service.js';

// Content changes with a reload (editors, the CLI), never per request: a minute in the process
// and five in browsers and nginx is fresh enough, and a crowd reading one article costs one query.
const CONTENT: PublicReadLifetime = { ttlMs: 60_000, maxAgeSeconds: 300 };
// A file's URL carries its content hash: the URL of today's version never shows another.
const VERSIONED = 'public, max-age=31536000, immutable';
const UNVERSIONED = 'public, max-age=3600';

const MediaQuery = Type.Object({
  v: Type.Optional(Type.String({ title: '文件版本', maxLength: 32 })),
});

/** Public reads of the knowledge base: categories, articles, conditions and media files. */
const wikiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['wiki'];
  const root = contentRoot();

  publicGet(
    app,
    API.wikiCategories,
    CONTENT,
    {
      tags,
      summary: '知识库分类及每类文章数',
      response: { 200: WikiCategoryList },
    },
    () => categories(app.db),
  );

  publicGet(
    app,
    API.wikiArticles,
    CONTENT,
    {
      tags,
      summary: '文章列表（分页）：按分类、疾病或类型（文章、图解、音频）',
      querystring: ArticleListQuery,
      response: { 200: ArticlePage, 400: ErrorBody, 404: ErrorBody },
    },
    (request) => articlePage(app.db, request.query),
  );

  publicGet(
    app,
    API.wikiArticle,
    CONTENT,
    {
      tags,
      summary: '文章详情：作者与审核、参考资料、正文、相关文章与疾病、上一篇与下一篇',
      params: WikiIdParams,
      response: { 200: ArticleDetail, 400: ErrorBody, 404: ErrorBody },
    },
    (request) => articleDetail(app.db, request.params.id),
  );

  publicGet(
    app,
    API.wikiConditions,
    CONTENT,
    {
      tags,
      summary: '全部疾病（按拼音排序，含首字母、所属系统与相关科室）',
      response: { 200: ConditionList },
    },
    () => conditions(app.db),
  );

  publicGet(
    app,
    API.wikiCondition,
    CONTENT,
    {
      tags,
      summary: '疾病详情：概述至预防、何时就医三级提示、可预约的相关科室、相关文章',
      params: WikiIdParams,
      response: { 200: ConditionDetail, 400: ErrorBody, 404: ErrorBody },
    },
    (request) => conditionDetail(app.db, request.params.id),
  );

  app.get(
    API.wikiMedia,
    {
      schema: {
        tags,
        summary: '图解图片（SVG）或音频（Ogg Opus），来自本站内容文件夹',
        params: WikiMediaParams,
        querystring: MediaQuery,
        response: {
          200: {
            description: '文件内容',
            content: {
              'image/svg+xml': { schema: { type: 'string' } },
              'audio/ogg': { schema: { type: 'string', format: 'binary' } },
            },
          },
          304: {},
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      // Only a file the loaded item names is read, so a URL can never reach another path.
      const media = await mediaFileOf(app.db, id, file);
      reply
        .type(media.type)
        .header('cache-control', request.query.v === media.hash ? VERSIONED : UNVERSIONED);
      const unchanged = notModified(request, reply, `"${media.hash}"`);
      if (unchanged) return unchanged;
      try {
        return reply.send(await readFile(join(root, 'media', id, file)));
      } catch {
        // Removed from content/ since the last load: gone until the next one.
        throw new AppError('NOT_FOUND', 404, '该文件不存在或已下线');
      }
    },
  );
};

export default wikiRoutes;

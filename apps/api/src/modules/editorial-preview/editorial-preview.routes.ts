import {
  DraftPreview,
  ErrorBody,
  PREVIEW_API,
  PreviewLink,
  PreviewTokenParams,
  STAFF_API,
  VersionParams,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditActorOf } from '../../plugins/staff-auth.js';
import { createPreview, draftPreview } from './editorial-preview.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** A draft shown on the citizen site, exactly as it would look published, to a token's holder. */
const editorialPreviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${STAFF_API}/editorial/versions/:id/preview`,
    {
      schema: {
        tags: ['staff'],
        summary: '生成草稿预览链接（市民网站，30 分钟内有效）',
        params: VersionParams,
        response: { 200: PreviewLink, ...errors },
      },
      preHandler: app.staffOnly('content.edit'),
    },
    async (request) =>
      createPreview(app.db, auditActorOf(request), request.staff!.id, request.params.id),
  );

  app.get(
    `${PREVIEW_API}/:token`,
    {
      schema: {
        tags: ['wiki'],
        summary: '草稿预览：与已发布的疾病或文章详情相同的内容结构',
        params: PreviewTokenParams,
        response: { 200: DraftPreview, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      // A draft is never cached, indexed or kept by a shared cache.
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return draftPreview(app.db, request.params.token);
    },
  );
};

export default editorialPreviewRoutes;

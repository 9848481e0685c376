import { API, ErrorBody, WebActionAnswer, WebActionQuery } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../lib/app-error.js';
import { findRequirement } from './access.repository.js';

const accessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API.chkWebaction,
    {
      schema: {
        tags: ['access'],
        summary: '页面权限检查：0 允许，1 需要登录，2 需要实名认证',
        querystring: WebActionQuery,
        response: { 200: WebActionAnswer, 400: ErrorBody },
      },
    },
    async (request) => {
      const { userid, action } = request.query;
      const requirement = await findRequirement(app.db, action);
      if (!requirement) throw new AppError('INVALID_INPUT', 400, `未知的权限动作：${action}`);
      if (requirement === 'none') return 0;
      const session = await app.sessionFor(userid);
      if (!session) return 1;
      if (requirement === 'verified' && !session.verified) return 2;
      return 0;
    },
  );
};

export default accessRoutes;

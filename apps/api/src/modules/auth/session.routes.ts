import { API, ErrorBody, OkResult, UserInfoOrFalse } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tokenFrom } from '../../plugins/auth.js';
import { TokenQuery } from './auth-schemas.js';
import { revokeSession } from './session.repository.js';
import { loadUserInfo } from './user-info.js';

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API.getUser,
    {
      schema: {
        tags: ['auth'],
        summary: '当前用户信息；未登录或登录已失效时为 false',
        querystring: TokenQuery,
        response: { 200: UserInfoOrFalse, 400: ErrorBody },
      },
    },
    async (request) => {
      const session = await app.sessionFor(tokenFrom(request));
      if (!session) return false as const;
      return (await loadUserInfo(app.db, session.userId)) ?? (false as const);
    },
  );

  app.post(
    API.logout,
    {
      schema: {
        tags: ['auth'],
        summary: '退出登录（登录已失效时同样回答成功）',
        querystring: TokenQuery,
        response: { 200: OkResult, 400: ErrorBody },
      },
    },
    async (request) => {
      const session = await app.sessionFor(tokenFrom(request));
      if (session) await revokeSession(app.db, session.sessionId);
      return { ok: true as const };
    },
  );
};

export default sessionRoutes;

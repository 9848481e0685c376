import { API, ErrorBody, SsoAnswer, SsoQuery } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { exchangeTicket, govIdentityProvider } from './sso.service.js';

/** Government single sign-on: the web app trades the portal's ticket for a session here. */
const ssoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const provider = govIdentityProvider(app);

  app.get(
    API.doPCSso,
    {
      schema: {
        tags: ['sso'],
        summary:
          '用政务服务平台的登录票据换取本站会话（code 0 成功；1 票据无效或过期；2 政务服务平台不可用；3 手机号已被本站其他账号使用；4 身份已关联其他政务账号）',
        querystring: SsoQuery,
        response: { 200: SsoAnswer, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      // Carries a new session token: never kept by a browser or proxy cache.
      reply.header('cache-control', 'no-store');
      return exchangeTicket(app, provider, request.query.ticketId, request.log);
    },
  );
};

export default ssoRoutes;

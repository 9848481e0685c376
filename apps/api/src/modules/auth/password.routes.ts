import { API, ChangePasswordBody, ErrorBody, OkResult, ResetPasswordBody } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TokenQuery } from './auth-schemas.js';
import { changePassword, resetPassword } from './password.service.js';

const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API.resetPassword,
    {
      schema: {
        tags: ['auth'],
        summary: '凭找回密码验证码设置新密码，并退出该账号的所有登录',
        body: ResetPasswordBody,
        response: { 200: OkResult, 400: ErrorBody },
      },
    },
    async (request) => {
      await resetPassword(app, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    API.changePassword,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: '修改密码（需原密码），其他设备上的登录随之失效',
        querystring: TokenQuery,
        body: ChangePasswordBody,
        response: { 200: OkResult, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      await changePassword(app, request.auth!, request.body);
      return { ok: true as const };
    },
  );
};

export default passwordRoutes;

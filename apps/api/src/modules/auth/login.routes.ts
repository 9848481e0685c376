import { API, ErrorBody, LoginBody, LoginResult, ScanQuery, ScanResult } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { login } from './auth.service.js';
import { needScan } from './device.service.js';

const loginResponses = { 200: LoginResult, 400: ErrorBody, 401: ErrorBody, 423: ErrorBody };

const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The spec names two sign-in paths and sends the password in the URL (GET); the web client
  // posts a form. All four behave the same, and the logger redacts `password` in URLs.
  for (const url of [API.chkLogin, API.checkLogin]) {
    app.get(
      url,
      {
        schema: {
          tags: ['auth'],
          summary: '用户名（或手机号）密码登录（兼容旧客户端的 GET 形式）',
          querystring: LoginBody,
          response: loginResponses,
        },
      },
      async (request) => login(app, request.query),
    );
    app.post(
      url,
      {
        schema: {
          tags: ['auth'],
          summary: '用户名（或手机号）密码登录；绑定手机的账号还需短信验证码',
          body: LoginBody,
          response: loginResponses,
        },
      },
      async (request) => login(app, request.body),
    );
  }

  app.get(
    API.chkScan,
    {
      schema: {
        tags: ['auth'],
        summary: '登录是否需要绑定手机的验证码（未知用户名与未绑定账号回答相同）',
        querystring: ScanQuery,
        response: { 200: ScanResult, 400: ErrorBody },
      },
    },
    async (request) => ({ needScan: await needScan(app, request.query.username) }),
  );
};

export default loginRoutes;

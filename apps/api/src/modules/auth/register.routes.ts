import { API, ErrorBody, LoginResult, RegisterBody, SmsCodeBody, SmsSent } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../lib/app-error.js';
import { sendCode } from '../../lib/sms.js';
import { register } from './auth.service.js';
import { issueSmsCode, sendSmsCode } from './sms-code.service.js';
import { findUserByPhone } from './user.repository.js';

const registerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API.smsCode,
    {
      schema: {
        tags: ['auth'],
        summary: '发送注册或找回密码的短信验证码',
        body: SmsCodeBody,
        response: { 200: SmsSent, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => {
      const { phone, purpose } = request.body;
      const owner = await findUserByPhone(app.db, phone);
      if (purpose === 'register') {
        if (owner) throw new AppError('CONFLICT', 409, '该手机号已注册');
        return sendSmsCode(app, phone, purpose, request.ip);
      }
      // Reset answers alike whether or not the phone has an account: the code is stored and
      // limited either way, sent only to an account, and the send is not awaited because a
      // gateway's delay would tell the two apart.
      const { code, answer } = await issueSmsCode(app, phone, purpose, request.ip);
      if (owner) {
        sendCode(app.sms, { phone, code, purpose }).catch((err: unknown) => {
          request.log.error({ err }, 'reset code not sent');
        });
      }
      return answer;
    },
  );

  app.post(
    API.register,
    {
      schema: {
        tags: ['auth'],
        summary: '手机号注册（需注册验证码），成功即登录',
        body: RegisterBody,
        response: { 200: LoginResult, 400: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => register(app, request.body),
  );
};

export default registerRoutes;

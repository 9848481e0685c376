import {
  API,
  DeviceBindingBody,
  DeviceSmsBody,
  ErrorBody,
  OkResult,
  SmsSent,
  UnbindBody,
  UserInfo,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../lib/app-error.js';
import { TokenQuery } from './auth-schemas.js';
import { sendDeviceCode, unbindDevice } from './device.service.js';
import { loadUserInfo } from './user-info.js';
import { setDeviceBound } from './user.repository.js';

const credentialErrors = { 400: ErrorBody, 401: ErrorBody, 423: ErrorBody };

const deviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API.deviceSmsCode,
    {
      schema: {
        tags: ['auth'],
        summary: '向账号绑定的手机发送登录验证或解除绑定的验证码（需密码）',
        body: DeviceSmsBody,
        response: { 200: SmsSent, ...credentialErrors, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => sendDeviceCode(app, request.body, request.ip),
  );

  app.post(
    API.unbindDevice,
    {
      schema: {
        tags: ['auth'],
        summary: '凭密码和解除绑定验证码关闭登录验证',
        body: UnbindBody,
        response: { 200: OkResult, ...credentialErrors },
      },
    },
    async (request) => {
      await unbindDevice(app, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    API.deviceBinding,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: '开启或关闭登录验证（登录时需输入发送到绑定手机的验证码）',
        querystring: TokenQuery,
        body: DeviceBindingBody,
        response: { 200: UserInfo, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const { userId } = request.auth!;
      await setDeviceBound(app.db, userId, request.body.enabled);
      const info = await loadUserInfo(app.db, userId);
      if (!info) throw new AppError('UNAUTHENTICATED', 401, '请先登录');
      return info;
    },
  );
};

export default deviceRoutes;

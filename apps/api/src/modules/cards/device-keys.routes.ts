import {
  API,
  CardDevice,
  CardDeviceBody,
  CardDeviceList,
  CardDeviceParams,
  CardDeviceSignedRevokeBody,
  CardVerifyBody,
  CardVerifyResult,
  ErrorBody,
  OkResult,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { verifyOfflineCard } from './card-verify.service.js';
import {
  deviceList,
  registerDevice,
  revokeDevice,
  revokeDeviceBySignature,
} from './device-keys.service.js';

const tags = ['cards'];
const ok = { ok: true as const };

/**
 * The offline health card: the account's device keys (registered, listed and revoked with the
 * session, or revoked by the key's own signature at sign-out), and the hospital scanner's check
 * of a code such a key signed. See device-keys.service.ts for how the browser uses them.
 */
const deviceKeysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API.cardDevices,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '离线保存就诊卡的设备：名称、可出示的卡、开启时间、最近核验时间',
        response: { 200: CardDeviceList, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => deviceList(app.db, request.auth!.userId),
  );

  app.post(
    API.cardDevices,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '登记本机的离线签名公钥（ECDSA P-256），用于本人及已同意的就诊人的电子健康卡',
        body: CardDeviceBody,
        response: {
          200: CardDevice,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => registerDevice(app.db, request.auth!.userId, request.body),
  );

  app.delete(
    API.cardDevice,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '停用一台设备的离线就诊卡（只限本账号的设备，重复停用同样成功）',
        params: CardDeviceParams,
        response: { 200: OkResult, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await revokeDevice(app.db, request.auth!.userId, request.params.id);
      return ok;
    },
  );

  app.post(
    API.cardDeviceSignedRevoke,
    {
      schema: {
        tags,
        summary: '退出登录时由设备以自己的密钥签名停用（无需登录，离线退出后联网补发）',
        body: CardDeviceSignedRevokeBody,
        response: { 200: OkResult, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await revokeDeviceBySignature(app.db, request.body);
      return ok;
    },
  );

  app.post(
    API.ingestCardVerify,
    {
      onRequest: app.requireHospital,
      schema: {
        tags: ['ingest'],
        summary: '扫码枪读取的离线电子健康卡二维码：验设备签名、时间与持卡关系，答复卡号与持卡人',
        security: [{ hospitalKey: [] }],
        body: CardVerifyBody,
        response: {
          200: CardVerifyResult,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => verifyOfflineCard(app.db, request.body.payload),
  );
};

export default deviceKeysRoutes;

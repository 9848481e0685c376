import {
  API,
  CardBindList,
  CardBindResult,
  CardGetBody,
  CardParams,
  CardPhoneGetBody,
  CardQr,
  CardScanBody,
  CardScanResult,
  CardSmsBody,
  CardUnbindBody,
  ErrorBody,
  IngestCardsBody,
  IngestItemsResult,
  OkResult,
  SmsSent,
  UnboundCardList,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ingestCards, scanCard } from './card-ingest.service.js';
import {
  bindByCardNo,
  bindByPhone,
  boundCardQr,
  cardBindList,
  sendCardCode,
  unbindCard,
  unboundCards,
} from './cards.service.js';

const tags = ['cards'];
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Medical cards (就诊卡, 电子健康卡) of the account's verified people. A card, a binding or a
 * person the account may not see answers 404 like one that does not exist.
 */
const cardsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API.getCardbind,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '已绑定的卡：本人及每位就诊人的就诊卡与电子健康卡',
        response: { 200: CardBindList, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => cardBindList(app.db, request.auth!.userId),
  );

  app.get(
    API.getCardbindn,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '医院为本人及就诊人建有、但尚未绑定的卡（卡号只显示后 4 位）',
        response: { 200: UnboundCardList, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => unboundCards(app.db, request.auth!.userId),
  );

  app.post(
    API.doCardget,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '按证件号码和卡号绑定（每账号每小时限 20 次尝试）',
        body: CardGetBody,
        response: { 200: CardBindResult, ...refusals, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => bindByCardNo(app.db, request.auth!.userId, request.body),
  );

  app.post(
    API.cardSmsCode,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '向医院预留的手机号发送绑卡验证码（须证件、姓名、手机号与医院记录相符）',
        body: CardSmsBody,
        response: { 200: SmsSent, ...refusals, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => sendCardCode(app, request.auth!.userId, request.body, request.ip),
  );

  app.post(
    API.doCardphoneget,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '按证件、姓名、预留手机号和短信验证码绑定该人预留此手机号的卡',
        body: CardPhoneGetBody,
        response: { 200: CardBindResult, ...refusals, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => bindByPhone(app, request.auth!.userId, request.body),
  );

  app.post(
    API.doCardbinddel,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '解除绑定（只限本账号绑定的卡）',
        body: CardUnbindBody,
        response: { 200: OkResult, ...refusals },
      },
    },
    async (request) => {
      await unbindCard(app.db, request.auth!.userId, request.body.id);
      return { ok: true as const };
    },
  );

  app.get(
    API.cardQr,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '电子健康卡二维码：签名、限时有效，页面定时换新',
        params: CardParams,
        response: { 200: CardQr, ...refusals, 409: ErrorBody },
      },
    },
    async (request) => boundCardQr(app.db, request.auth!.userId, request.params.id),
  );

  const security = [{ hospitalKey: [] }];

  app.post(
    API.ingestCards,
    {
      onRequest: app.requireHospital,
      schema: {
        tags: ['ingest'],
        summary: '医院系统推送就诊卡与电子健康卡（按卡号新增或更新，按证件号码对应到人）',
        security,
        body: IngestCardsBody,
        response: { 200: IngestItemsResult, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => ingestCards(app.db, request.hospital!.id, request.body),
  );

  app.post(
    API.ingestCardScan,
    {
      onRequest: app.requireHospital,
      schema: {
        tags: ['ingest'],
        summary: '扫码枪读取的电子健康卡二维码：验签、验有效期，答复卡号',
        security,
        body: CardScanBody,
        response: { 200: CardScanResult, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => scanCard(app.db, request.body.payload),
  );
};

export default cardsRoutes;

import {
  API,
  ConsentCodeBody,
  ConsentState,
  ErrorBody,
  FamilyMemberParams,
  RecordAccessList,
  RecordAccessParams,
  SmsSent,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  decideAccess,
  grantByCode,
  recordAccessList,
  requestApproval,
  sendConsentCode,
} from './record-access.service.js';

/**
 * Consent to read a family member's records: asked for by the account that added them
 * (a code to the phone on file, or a request the person approves in their own account), and
 * seen, approved and withdrawn by the person. Another account's member or grant is 404.
 */
const recordAccessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API.familyConsentCode,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: '向医院或就诊卡系统登记的该就诊人手机号发送同意验证码（不用申请人填写的号码）',
        params: FamilyMemberParams,
        response: {
          200: SmsSent,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request) => sendConsentCode(app, request.auth!.userId, request.params.id, request.ip),
  );

  app.post(
    API.familyConsent,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: '填写该就诊人收到的验证码，获得查看其报告、健康档案和就诊卡的同意',
        params: FamilyMemberParams,
        body: ConsentCodeBody,
        response: { 200: ConsentState, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      grantByCode(app.db, request.auth!.userId, request.params.id, request.body.code),
  );

  app.post(
    API.familyConsentRequest,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: '请该就诊人在其本人的实名账号中同意（未满 14 周岁只能用验证码）',
        params: FamilyMemberParams,
        response: { 200: ConsentState, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => requestApproval(app.db, request.auth!.userId, request.params.id),
  );

  app.get(
    API.recordAccess,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: '谁可以查看、谁在申请查看本人的健康记录',
        response: { 200: RecordAccessList, 401: ErrorBody },
      },
    },
    async (request) => recordAccessList(app.db, request.auth!.userId),
  );

  const decisions = [
    ['post', API.recordAccessApprove, 'approve', '同意一条查看申请'],
    ['post', API.recordAccessDecline, 'decline', '拒绝一条查看申请'],
    ['delete', API.recordAccessItem, 'withdraw', '撤回授权：对方下一次请求起不能再查看'],
  ] as const;
  for (const [method, url, decision, summary] of decisions) {
    app[method](
      url,
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['identity'],
          summary,
          params: RecordAccessParams,
          response: { 200: RecordAccessList, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) => decideAccess(app.db, request.auth!.userId, request.params.id, decision),
    );
  }
};

export default recordAccessRoutes;

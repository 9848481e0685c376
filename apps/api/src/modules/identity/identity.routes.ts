import {
  API,
  EditIdentityBody,
  ErrorBody,
  IdentityBody,
  IdentityInfo,
  MyIdentity,
  OkResult,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FormatIdentityVerifier } from './identity-verifier.js';
import { deleteIdentity, findIdentity } from './identity.repository.js';
import { editAccountIdentity, toIdentityInfo, verifyAccount } from './identity.service.js';

/** The account holder's identity verification (实名认证). */
const identityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = {
    db: app.db,
    verifier: app.config.identityVerifier ?? new FormatIdentityVerifier(),
  };

  app.post(
    API.doIdentity,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: '实名认证：校验姓名、证件与手机号；一个证件只能认证一个账号',
        body: IdentityBody,
        response: { 200: IdentityInfo, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => verifyAccount(deps, request.auth!.userId, request.body),
  );

  app.get(
    API.myIdentity,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: '本人的实名信息（已脱敏），未认证时为 null',
        response: { 200: MyIdentity, 401: ErrorBody },
      },
    },
    async (request) => {
      const row = await findIdentity(app.db, request.auth!.userId);
      return row ? toIdentityInfo(row) : null;
    },
  );

  app.post(
    API.redoIdentity,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: '重新认证：清除本人的实名信息，就诊人保留',
        response: { 200: OkResult, 401: ErrorBody },
      },
    },
    async (request) => {
      await deleteIdentity(app.db, request.auth!.userId);
      return { ok: true as const };
    },
  );

  app.post(
    API.editIdentity,
    {
      preHandler: app.requireVerified,
      schema: {
        tags: ['identity'],
        summary: '修改实名信息中的手机号或就诊卡号（需已实名）',
        body: EditIdentityBody,
        response: { 200: IdentityInfo, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => editAccountIdentity(app.db, request.auth!.userId, request.body),
  );
};

export default identityRoutes;

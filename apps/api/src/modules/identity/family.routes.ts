import {
  API,
  ErrorBody,
  FamilyEditBody,
  FamilyList,
  FamilyMember,
  FamilyMemberBody,
  FamilyMemberParams,
  OkResult,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountRules } from '../auth/account-rules.js';
import { FormatIdentityVerifier } from './identity-verifier.js';
import {
  addFamilyMember,
  editFamilyMember,
  familyList,
  removeFamilyMember,
} from './identity.service.js';

/**
 * Family members (就诊人) of the signed-in account. Another account's member answers 404 like
 * a missing one, so ids cannot be probed.
 */
const familyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = {
    db: app.db,
    verifier: app.config.identityVerifier ?? new FormatIdentityVerifier(),
  };

  app.get(
    API.family,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: '本人添加的就诊人（已脱敏）及可添加的上限',
        response: { 200: FamilyList, 401: ErrorBody },
      },
    },
    async (request) =>
      familyList(app.db, request.auth!.userId, (await accountRules(app.db)).familyMax),
  );

  app.post(
    API.family,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: '添加就诊人：与实名认证同样校验，数量有上限（见列表的 max）',
        body: FamilyMemberBody,
        response: { 200: FamilyMember, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { familyMax } = await accountRules(app.db);
      return addFamilyMember(deps, request.auth!.userId, request.body, familyMax);
    },
  );

  app.post(
    API.familyMember,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: '修改就诊人的关系、手机号或就诊卡号',
        params: FamilyMemberParams,
        body: FamilyEditBody,
        response: { 200: FamilyMember, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      editFamilyMember(app.db, request.auth!.userId, request.params.id, request.body),
  );

  app.delete(
    API.familyMember,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['identity'],
        summary: '删除就诊人',
        params: FamilyMemberParams,
        response: { 200: OkResult, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await removeFamilyMember(app.db, request.auth!.userId, request.params.id);
      return { ok: true as const };
    },
  );
};

export default familyRoutes;

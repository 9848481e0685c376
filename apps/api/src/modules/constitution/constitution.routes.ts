import {
  API,
  ConstitutionAnswersBody,
  ConstitutionResult,
  ConstitutionResultPage,
  ConstitutionResultQuery,
  ConstitutionSaved,
  ConstitutionTest,
  ErrorBody,
  IdParams,
  OptionalIdempotencyHeaders,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PublicReadLifetime } from '../../lib/public-cache.js';
import { publicGet } from '../../lib/public-read.js';
import { constitutionTest } from './constitution-content.js';
import { getResult, listResults, saveResult } from './constitution.service.js';

// The questionnaire changes only with a deploy.
const TEST_LIFETIME: PublicReadLifetime = { maxAgeSeconds: 600, ttlMs: 600_000 };

/** Chinese-medicine constitution identification (中医体质辨识): the test and saved results. */
const constitutionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['constitution'];
  // Loaded and checked at start, so a broken content file stops the server, not a visitor.
  const test = constitutionTest();

  publicGet(
    app,
    API.constitutionTest,
    TEST_LIFETIME,
    {
      tags,
      summary: '中医体质辨识自测题（ZYYXH/T157-2009）：题目、选项、九种体质的说明与调养建议、须知',
      response: { 200: ConstitutionTest },
    },
    async () => test,
  );

  app.post(
    API.constitutionResults,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          '保存体质辨识结果：由服务器按答案计分判定；每天首次保存积 5 分；同一 Idempotency-Key 重复提交返回同一结果',
        headers: OptionalIdempotencyHeaders,
        body: ConstitutionAnswersBody,
        response: {
          200: ConstitutionSaved,
          400: ErrorBody,
          401: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) =>
      saveResult(
        app.db,
        test,
        request.auth!.userId,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  app.get(
    API.constitutionResults,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '我的体质辨识结果（最新在前，分页）',
        querystring: ConstitutionResultQuery,
        response: { 200: ConstitutionResultPage, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => listResults(app.db, request.auth!.userId, request.query),
  );

  app.get(
    API.constitutionResult,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '查看一条本人的体质辨识结果',
        params: IdParams,
        response: { 200: ConstitutionResult, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => getResult(app.db, request.auth!.userId, request.params.id),
  );
};

export default constitutionRoutes;

import {
  API,
  ErrorBody,
  IngestHealthProfilesBody,
  IngestItemsResult,
  JkdaQuery,
  JkdaResult,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthProfile, ingestHealthProfiles } from './health-profile.service.js';

/** The resident health record (居民健康档案) of the account's verified people. */
const healthProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API.getJkda,
    {
      preHandler: app.requireVerified,
      schema: {
        tags: ['health-profile'],
        summary: '居民健康档案：user_id 为 self（本人，默认）或就诊人 id；他人的档案答 404',
        querystring: JkdaQuery,
        response: {
          200: JkdaResult,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => healthProfile(app.db, request.auth!.userId, request.query.user_id),
  );

  app.post(
    API.ingestHealthProfiles,
    {
      onRequest: app.requireHospital,
      schema: {
        tags: ['ingest'],
        summary: '公共卫生系统推送居民健康档案（每人一份，整份替换；按证件号码对应到人）',
        security: [{ hospitalKey: [] }],
        body: IngestHealthProfilesBody,
        response: { 200: IngestItemsResult, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => ingestHealthProfiles(app.db, request.hospital!.id, request.body),
  );
};

export default healthProfileRoutes;

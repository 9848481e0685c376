import {
  API,
  ErrorBody,
  IngestCatalog,
  IngestSchedulesBody,
  IngestSchedulesResult,
  IngestVisitBody,
  IngestVisitResult,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordVisit } from '../booking/hospital-side.service.js';
import { hospitalCatalog, ingestSchedules } from './schedule-ingest.service.js';

const security = [{ hospitalKey: [] }];

/** Feeds hospital systems push, each behind the hospital's API key. */
const ingestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API.ingestVisits,
    {
      onRequest: app.requireHospital,
      schema: {
        tags: ['ingest'],
        summary: '医院系统回传就诊状态：签到、完成或爽约（Bearer 医院接口密钥）',
        security,
        body: IngestVisitBody,
        response: {
          200: IngestVisitResult,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => recordVisit(app.db, request.hospital!.id, request.body),
  );

  app.post(
    API.ingestSchedules,
    {
      onRequest: app.requireHospital,
      schema: {
        tags: ['ingest'],
        summary: '医院系统推送排班与号源（按医院排班编号新增或更新；停诊会取消预约并通知）',
        security,
        body: IngestSchedulesBody,
        response: { 200: IngestSchedulesResult, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) =>
      ingestSchedules({ db: app.db, sms: app.sms }, request.hospital!.id, request.body),
  );

  app.get(
    API.ingestCatalog,
    {
      onRequest: app.requireHospital,
      schema: {
        tags: ['ingest'],
        summary: '本院科室与医生：门户编号与医院自己的代码对照（Bearer 医院接口密钥）',
        security,
        response: { 200: IngestCatalog, 401: ErrorBody },
      },
    },
    async (request) => hospitalCatalog(app.db, request.hospital!.id),
  );
};

export default ingestRoutes;

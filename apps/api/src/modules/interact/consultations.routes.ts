import multipart from '@fastify/multipart';
import {
  API,
  ConsultAskBody,
  ConsultAskResult,
  ConsultDetail,
  ConsultFollowUpBody,
  ConsultImageUpload,
  ConsultPage,
  ConsultPageQuery,
  ConsultRatingBody,
  ConsultRatingSummary,
  ErrorBody,
  IdParams,
  IdempotencyHeaders,
  PublicConsultPage,
  PublicConsultQuery,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { PublicReadLifetime } from '../../lib/public-cache.js';
import { publicGet } from '../../lib/public-read.js';
import {
  CONSULT_IMAGE_MAX_BYTES,
  CONSULT_IMAGE_MAX_TEXT,
  sendConsultImage,
  storeConsultImage,
} from './consult-images.js';
import { doctorConsultRatings, publicConsultationPage } from './consultations-public.js';
import { closeConsultation, followUp, rateConsultation } from './consult-thread.service.js';
import {
  askConsultation,
  askersConsultation,
  consultationDetail,
  myConsultations,
} from './consultations.service.js';

// An answer, a follow-up or a rating drops this process's copies at once
// (invalidatePublicReads); other processes and browsers catch up within these few seconds.
const LISTS: PublicReadLifetime = { maxAgeSeconds: 5, ttlMs: 5_000, partition: 'consultations' };

const REFUSALS = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};

const ImageParams = Type.Object({
  id: IdParams.properties.id,
  imageId: Type.String({ title: '图片', minLength: 1, maxLength: 64 }),
});

/** Consultations (患者咨询), the citizen's side: asking, the thread, the public list. */
const consultationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['interact'];
  await app.register(multipart, { limits: { files: 1, fileSize: CONSULT_IMAGE_MAX_BYTES } });

  app.post(
    API.uploadConsultImage,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: `上传咨询图片（表单字段 file）：PNG、JPEG、GIF 或 WebP，不超过 ${CONSULT_IMAGE_MAX_TEXT}；仅咨询双方可见`,
        // A streamed multipart body is read in the handler, so it has no body schema.
        consumes: ['multipart/form-data'],
        response: { 200: ConsultImageUpload, ...REFUSALS, 413: ErrorBody },
      },
    },
    async (request) => storeConsultImage(app.db, app.storage, request.auth!.userId, request),
  );

  app.post(
    API.consultations,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary:
          '提交咨询（本人或家庭成员；科室或医生二选一）：同一 Idempotency-Key 重复提交返回同一条',
        headers: IdempotencyHeaders,
        body: ConsultAskBody,
        response: { 200: ConsultAskResult, ...REFUSALS, 422: ErrorBody },
      },
    },
    async (request) =>
      askConsultation(
        app.db,
        request.auth!.userId,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  app.get(
    API.consultPage,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '我的咨询（含家庭成员的），最近有动态的在前；按状态筛选，含各状态未读数',
        querystring: ConsultPageQuery,
        response: { 200: ConsultPage, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => myConsultations(app.db, request.auth!.userId, request.query),
  );

  publicGet(
    app,
    API.consultations,
    LISTS,
    {
      tags,
      summary: '已回复的公开咨询（匿名，仅年龄性别；按科室、医生、关键词筛选；新回复的在前）',
      querystring: PublicConsultQuery,
      response: { 200: PublicConsultPage, 400: ErrorBody },
    },
    (request) => publicConsultationPage(app.db, request.query),
  );

  publicGet(
    app,
    API.doctorConsultRatings,
    LISTS,
    {
      tags,
      summary: '医生的咨询评价汇总：条数、平均分、是否接受咨询、最近的评价',
      params: IdParams,
      response: { 200: ConsultRatingSummary, 400: ErrorBody, 404: ErrorBody },
    },
    (request) => doctorConsultRatings(app.db, request.params.id),
  );

  app.get(
    API.consultation,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '咨询详情（仅提问的账号可见，阅读即标记已读）',
        params: IdParams,
        response: { 200: ConsultDetail, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => consultationDetail(app.db, request.auth!.userId, request.params.id),
  );

  app.get(
    API.consultImage,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '咨询中的图片（仅提问的账号；医生在工作台查看）',
        params: ImageParams,
        response: {
          200: {
            description: '图片内容，类型为上传时识别出的图片类型',
            content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
          },
          304: { description: '与 If-None-Match 相同，内容未变', type: 'null' },
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      await askersConsultation(app.db, request.auth!.userId, id);
      return sendConsultImage(app.db, app.storage, request, reply, id, imageId);
    },
  );

  app.post(
    API.consultMessages,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '追问（医生回复后最多 2 次）',
        params: IdParams,
        body: ConsultFollowUpBody,
        response: { 200: ConsultDetail, ...REFUSALS },
      },
    },
    async (request) => followUp(app.db, request.auth!.userId, request.params.id, request.body),
  );

  app.post(
    API.consultClose,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '关闭自己的咨询（待回复或已回复）',
        params: IdParams,
        response: { 200: ConsultDetail, ...REFUSALS },
      },
    },
    async (request) => closeConsultation(app.db, request.auth!.userId, request.params.id),
  );

  app.post(
    API.consultRating,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '评价医生的回复（1 到 5 分，可附文字；每条咨询一次）',
        params: IdParams,
        body: ConsultRatingBody,
        response: { 200: ConsultDetail, ...REFUSALS },
      },
    },
    async (request) =>
      rateConsultation(app.db, request.auth!.userId, request.params.id, request.body),
  );
};

export default consultationsRoutes;

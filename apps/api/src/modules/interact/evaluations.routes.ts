import {
  API,
  ErrorBody,
  EvaluationBody,
  EvaluationEditBody,
  EvaluationModerateBody,
  EvaluationPage,
  EvaluationQuery,
  EvaluationReplyBody,
  EvaluationResult,
  EvaluationSummary,
  EvaluationSummaryQuery,
  IdParams,
  MyEvaluationList,
  OkResult,
  STAFF_API,
  StaffEvaluation,
  StaffEvaluationPage,
  StaffEvaluationQuery,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PublicReadLifetime } from '../../lib/public-cache.js';
import { publicGet } from '../../lib/public-read.js';
import { auditActorOf } from '../../plugins/staff-auth.js';
import {
  moderateEvaluation,
  replyToEvaluation,
  staffEvaluations,
} from './evaluation-moderation.service.js';
import {
  editEvaluation,
  evaluationSummary,
  myEvaluations,
  publishedEvaluations,
  reportEvaluation,
  writeEvaluation,
} from './evaluations.service.js';

// Writing, moderating or hiding one drops this process's copies at once (invalidatePublicReads);
// other processes and browsers catch up within these few seconds.
const LISTS: PublicReadLifetime = { maxAgeSeconds: 5, ttlMs: 5_000, partition: 'evaluations' };

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const STAFF_REFUSALS = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
};

/** Visit evaluations (就医评价): public reads, the citizen's writing and reports, moderation. */
const evaluationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['interact'];

  publicGet(
    app,
    API.evaluations,
    LISTS,
    {
      tags,
      summary: '已发布的就医评价（新的在前；按医院、科室、医生筛选），作者已脱敏，含医院回复',
      querystring: EvaluationQuery,
      response: { 200: EvaluationPage, 400: ErrorBody },
    },
    (request) => publishedEvaluations(app.db, request.query),
  );

  publicGet(
    app,
    API.evaluationSummary,
    LISTS,
    {
      tags,
      summary: '近两年评价汇总：条数、各项平均分、满意率（医院、科室、医生三选一）',
      querystring: EvaluationSummaryQuery,
      response: { 200: EvaluationSummary, 400: ErrorBody },
    },
    (request) => evaluationSummary(app.db, request.query),
  );

  app.get(
    API.myEvaluations,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '我写的评价（各种状态，含驳回原因）与可评价的已就诊预约',
        response: { 200: MyEvaluationList, 401: ErrorBody },
      },
    },
    async (request) => myEvaluations(app.db, request.auth!.userId),
  );

  app.post(
    API.evaluations,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '评价一次已完成的就诊（30 天内、每次就诊一条）；含敏感词时转人工审核',
        body: EvaluationBody,
        response: { 200: EvaluationResult, ...REFUSALS },
      },
    },
    async (request) => writeEvaluation(app.db, request.auth!.userId, request.body),
  );

  app.put(
    API.evaluation,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '修改自己的评价（发表后 24 小时内，仅一次）',
        params: IdParams,
        body: EvaluationEditBody,
        response: { 200: EvaluationResult, ...REFUSALS },
      },
    },
    async (request) =>
      editEvaluation(app.db, request.auth!.userId, request.params.id, request.body),
  );

  app.post(
    API.evaluationReport,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '举报一条评价（每人一次；3 次举报后隐藏待复核）',
        params: IdParams,
        response: { 200: OkResult, ...REFUSALS },
      },
    },
    async (request) => {
      await reportEvaluation(app.db, request.auth!.userId, request.params.id);
      return { ok: true as const };
    },
  );

  const moderate = app.staffOnly('interact.moderate');
  const staffTags = ['staff'];

  app.get(
    `${STAFF_API}/evaluations`,
    {
      preHandler: moderate,
      schema: {
        tags: staffTags,
        summary: '评价审核队列（默认待审核与被举报的，最早的在前）；医院管理员只见本院',
        querystring: StaffEvaluationQuery,
        response: { 200: StaffEvaluationPage, ...STAFF_REFUSALS },
      },
    },
    async (request) => staffEvaluations(app.db, auditActorOf(request), request.query),
  );

  app.post(
    `${STAFF_API}/evaluations/:id/moderate`,
    {
      preHandler: moderate,
      schema: {
        tags: staffTags,
        summary: '审核评价：发布，或驳回并说明原因（作者可见）',
        params: IdParams,
        body: EvaluationModerateBody,
        response: { 200: StaffEvaluation, ...STAFF_REFUSALS },
      },
    },
    async (request) =>
      moderateEvaluation(app.db, auditActorOf(request), request.params.id, request.body),
  );

  app.post(
    `${STAFF_API}/evaluations/:id/reply`,
    {
      preHandler: app.staffOnly('interact.reply'),
      schema: {
        tags: staffTags,
        summary: '医院回复一条已发布的评价（仅一次）',
        params: IdParams,
        body: EvaluationReplyBody,
        response: { 200: StaffEvaluation, ...STAFF_REFUSALS },
      },
    },
    async (request) =>
      replyToEvaluation(app.db, auditActorOf(request), request.params.id, request.body.text),
  );
};

export default evaluationsRoutes;

import {
  API,
  ErrorBody,
  ImagingReport,
  JyHospitalQuery,
  LabReport,
  MicroReport,
  OkResult,
  PacsQuery,
  IdParams,
  ReportHospitalList,
  ReportList,
  ReportListQuery,
  ReportOpenQuery,
  ReportShareCreated,
  ReportShareList,
  ReportShareParams,
  ReportTrend,
  ReportTrendQuery,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import {
  SHARE_PREFIX,
  createShare,
  endShare,
  pacsReport,
  reportImage,
  reportShares,
} from './pacs.service.js';
import {
  labReport,
  microReport,
  reportHospitals,
  reportList,
  reportTrend,
} from './reports.service.js';

const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const ImageQuery = Type.Object({
  user: Type.Optional(Type.String({ title: '登录凭证或分享码', minLength: 1, maxLength: 128 })),
});

/**
 * The reports of the account holder and family members (verified identities only): hospitals
 * with reports, the list, lab, microbiology and imaging reports, trends and share links.
 */
const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['reports'];
  const pacsDeps = { db: app.db, sessionFor: app.sessionFor };

  /**
   * preValidation of the two routes a share code opens: without a live session or a share code
   * the answer is 401 before any lookup or validation, so a signed-out caller learns neither
   * which reports and images exist nor the query's shape. The service checks the code itself.
   */
  const sessionOrShareCode = async (request: FastifyRequest) => {
    const { user } = request.query as { user?: unknown };
    if (typeof user !== 'string' || !user) {
      throw new AppError('UNAUTHENTICATED', 401, '请先登录，或使用有效的分享链接');
    }
    if (user.startsWith(SHARE_PREFIX)) return;
    if (!(await app.sessionFor(user))) {
      throw new AppError('UNAUTHENTICATED', 401, '登录已失效，请重新登录');
    }
  };

  app.get(
    API.reportHospitals,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '有报告的医院（本人或就诊人），含报告份数与未读份数',
        querystring: JyHospitalQuery,
        response: { 200: ReportHospitalList, ...REFUSALS },
      },
    },
    async (request) => reportHospitals(app.db, request.auth!.userId, request.query.patientId),
  );

  app.get(
    API.reports,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '报告列表（新的在前），含未读与异常标记',
        querystring: ReportListQuery,
        response: { 200: ReportList, ...REFUSALS },
      },
    },
    async (request) => reportList(app.db, request.auth!.userId, request.query),
  );

  app.get(
    API.labReport,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '检验报告：表头与项目（结果、单位、参考范围、标记）',
        querystring: ReportOpenQuery,
        response: { 200: LabReport, ...REFUSALS },
      },
    },
    async (request) => labReport(app.db, request.auth!.userId, request.query),
  );

  app.get(
    API.microReport,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '微生物报告：标本、菌种、菌落计数与药敏结果',
        querystring: ReportOpenQuery,
        response: { 200: MicroReport, ...REFUSALS },
      },
    },
    async (request) => microReport(app.db, request.auth!.userId, request.query),
  );

  app.get(
    API.reportTrend,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '检验项目的历次数值（趋势），以报告所属的人为准',
        querystring: ReportTrendQuery,
        response: { 200: ReportTrend, ...REFUSALS },
      },
    },
    async (request) => reportTrend(app.db, request.auth!.userId, request.query),
  );

  app.get(
    API.pacsReport,
    {
      preValidation: sessionOrShareCode,
      schema: {
        tags,
        summary: '影像报告：user 为登录凭证或分享码（分享码只读、只开这一份、7 天有效）',
        querystring: PacsQuery,
        response: { 200: ImagingReport, ...REFUSALS },
      },
    },
    async (request) => pacsReport(pacsDeps, request.query.selid, request.query.user),
  );

  app.get(
    API.reportImage,
    {
      preValidation: sessionOrShareCode,
      schema: {
        tags,
        summary: '影像关键图像：user 为登录凭证或该报告的分享码',
        params: IdParams,
        querystring: ImageQuery,
        response: {
          200: { content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } },
          ...REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const image = await reportImage(pacsDeps, request.params.id, request.query.user);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );

  app.get(
    API.reportShares,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '这份影像报告的分享链接（本账户创建的）',
        params: IdParams,
        response: { 200: ReportShareList, ...REFUSALS },
      },
    },
    async (request) => reportShares(app.db, request.auth!.userId, request.params.id),
  );

  app.post(
    API.reportShares,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '创建影像报告的分享链接与二维码（只读、7 天有效、可撤销；分享码只显示这一次）',
        params: IdParams,
        response: { 200: ReportShareCreated, ...REFUSALS, 409: ErrorBody },
      },
    },
    async (request) =>
      createShare(
        app.db,
        request.auth!.userId,
        request.params.id,
        `${request.protocol}://${request.host}`,
      ),
  );

  app.delete(
    API.reportShare,
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        summary: '撤销分享链接：之后用它打开报告答 404',
        params: ReportShareParams,
        response: { 200: OkResult, ...REFUSALS },
      },
    },
    async (request) =>
      endShare(app.db, request.auth!.userId, request.params.id, request.params.shareId),
  );
};

export default reportsRoutes;

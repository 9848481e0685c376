import { API, ErrorBody, ScorePage, ScorePageQuery } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scorePage } from './points.service.js';

/** The account's points (积分): the ledger and how points are earned. */
const pointsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API.scorePage,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['points'],
        summary: '我的积分：余额、积分明细（最新在前，分页）与积分规则',
        querystring: ScorePageQuery,
        response: { 200: ScorePage, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => scorePage(app.db, request.auth!.userId, request.query),
  );
};

export default pointsRoutes;

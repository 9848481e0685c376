import { DashboardAnswer, DashboardQuery, ErrorBody, STAFF_API } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assertHospital } from '../../plugins/staff-auth.js';
import { dashboard, periodOf } from './dashboard.service.js';

/**
 * The dashboard: the bureau over every hospital or one it picks; a hospital administrator over
 * their own hospital only (another hospital's id answers 404, as if it did not exist).
 */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${STAFF_API}/dashboard`,
    {
      schema: {
        tags: ['staff'],
        summary: '数据看板：按日、按医院的预约、取消、爽约、候补递补与短信量',
        querystring: DashboardQuery,
        response: {
          200: DashboardAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
      preHandler: app.staffOnly('dashboard'),
    },
    async (request) => {
      const staff = request.staff!;
      const isBureau = staff.role === 'bureau_admin';
      if (request.query.hospitalId) assertHospital(request, request.query.hospitalId);
      const hospitalId = isBureau ? (request.query.hospitalId ?? null) : staff.hospitalId;
      const period = periodOf(request.query, hospitalId);
      // SMS are counted for the whole county, which only the bureau oversees.
      return dashboard(app.db, period, isBureau);
    },
  );
};

export default dashboardRoutes;

import { API, HealthStatus } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pingDatabase } from '../../db/database.js';

/**
 * Liveness says the process answers; readiness says it can reach the database, so a load
 * balancer stops sending traffic to a process whose database is gone.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API.healthz,
    { schema: { tags: ['health'], summary: '存活检查', response: { 200: HealthStatus } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    API.readyz,
    {
      schema: {
        tags: ['health'],
        summary: '就绪检查（数据库可用）',
        response: { 200: HealthStatus, 503: HealthStatus },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'database not reachable');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};

export default healthRoutes;

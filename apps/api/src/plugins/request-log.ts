import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One line per request, written when the response is done, with method, redacted URL, status,
 * time and, for a refusal, its code. Fastify's own request logging writes two (incoming and completed); app.ts turns
 * it off. Below info nothing is added to a request at all.
 */
export default fp(
  async function requestLog(app: FastifyInstance) {
    if (!['trace', 'debug', 'info'].includes(app.log.level)) return;
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          req: request,
          res: reply,
          responseTime: Math.round(reply.elapsedTime),
          ...(request.refusal ? { code: request.refusal } : {}),
        },
        'request completed',
      );
      done();
    });
  },
  { name: 'request-log' },
);

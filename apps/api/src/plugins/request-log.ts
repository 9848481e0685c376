import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestFields } from '../lib/logger.js';

/** pino's level number for info, so the line reads like every other. */
const INFO = 30;

/**
 * One line per request, written when the response is done, with method, redacted URL, status,
 * time and, for a refusal, its code. Fastify's own request logging writes two (incoming and
 * completed); app.ts turns it off. Below info nothing is added to a request at all.
 *
 * The line has the shape pino gives every other line but is put together here, each value
 * escaped on its own, and handed to the log stream: through pino the serializers, its stable
 * stringify of each nested value and its per-line bookkeeping cost about a sixth of a cheap
 * request, for a line whose fields are always the same.
 */
export default fp(
  async function requestLog(
    app: FastifyInstance,
    opts: { stream: { write(line: string): unknown } },
  ) {
    if (!['trace', 'debug', 'info'].includes(app.log.level)) return;
    const head = `{"level":${INFO},"time":`;
    const base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":`;
    const json = JSON.stringify;
    app.addHook('onResponse', (request, reply, done) => {
      const code = request.refusal ? `,"code":${json(request.refusal)}` : '';
      opts.stream.write(
        `${head}${Date.now()}${base}${json(request.id)},"req":${json(requestFields(request))},` +
          `"res":{"statusCode":${reply.statusCode}},"responseTime":${Math.round(reply.elapsedTime)}${code},"msg":"request completed"}\n`,
      );
      done();
    });
  },
  { name: 'request-log' },
);

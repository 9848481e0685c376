import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorBody, STAFF_BASE } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The console's own policy: nothing from elsewhere, never framed (a console page in a frame
 * invites clickjacking of its buttons). antd writes its styles at run time, hence
 * 'unsafe-inline' for styles only; QR codes come as inline SVG markup and pictures as data: URLs.
 */
export const STAFF_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the staff console's build at /staff/: hashed assets for a year, every other path the
 * console's index.html (its own router draws the page, or its 404).
 */
export default fp(
  async function staffWeb(app: FastifyInstance, opts: { staffDist: string }) {
    const index = path.join(opts.staffDist, 'index.html');
    const hasBuild = existsSync(index);
    app.get(STAFF_BASE.slice(0, -1), { schema: { hide: true } }, (_req, reply) =>
      reply.redirect(STAFF_BASE, 302),
    );
    await app.register(
      async (staff) => {
        staff.addHook('onRequest', async (_request, reply) => {
          reply
            .header('content-security-policy', STAFF_CONTENT_SECURITY_POLICY)
            .header('x-frame-options', 'DENY')
            .header('referrer-policy', 'no-referrer');
        });
        if (!hasBuild) {
          const schema = { hide: true, response: { 503: ErrorBody } };
          staff.all('/*', { schema }, async (_req, reply) =>
            reply.code(503).send({
              code: 'SERVICE_UNAVAILABLE',
              message: '工作台尚未构建，请先运行 npm run build',
            }),
          );
          return;
        }
        const html = readFileSync(index, 'utf8');
        const sendIndex = (_req: unknown, reply: FastifyReply) =>
          reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
        staff.get('/', { schema: { hide: true }, prefixTrailingSlash: 'slash' }, sendIndex);
        await staff.register(fastifyStatic, {
          root: opts.staffDist,
          prefix: '/',
          index: false,
          preCompressed: true,
          setHeaders: (reply, filePath) => {
            reply.header(
              'cache-control',
              filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache',
            );
          },
        });
        staff.setNotFoundHandler((request, reply) => {
          if (request.method !== 'GET' && request.method !== 'HEAD') {
            return reply.code(404).send({ code: 'NOT_FOUND', message: '页面不存在' });
          }
          if (request.url.startsWith(`${STAFF_BASE}assets/`)) {
            return reply.code(404).send({ code: 'NOT_FOUND', message: '文件不存在' });
          }
          return sendIndex(request, reply);
        });
      },
      { prefix: STAFF_BASE.slice(0, -1) },
    );
  },
  { name: 'staff-web' },
);

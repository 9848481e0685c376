import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers for every response. The CSP allows only the site's own origin; styles
 * also allow inline because antd's CSS-in-JS injects style tags at run time.
 */
export default fp(
  async function security(app: FastifyInstance) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      // The session token travels in URLs (the spec's `user` parameter); it must not leave the site.
      referrerPolicy: { policy: 'same-origin' },
      // Same-origin framing is allowed by frame-ancestors; keep the legacy header consistent.
      frameguard: { action: 'sameorigin' },
    });

    app.addHook('onSend', async (request, reply) => {
      // Personal data must not sit in shared caches; public content sets its own Cache-Control.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'security' },
);

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { accountRules } from '../modules/auth/account-rules.js';
import { echoBarrier, listenForSessionChanges } from '../modules/auth/session-cache.js';
import { resolveSession, type SessionUser } from '../modules/auth/session.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`; routes behind it may rely on it. */
    auth: SessionUser | null;
  }
  interface FastifyInstance {
    /** The session behind a token, or null (for routes that answer signed-out callers too). */
    sessionFor(token: string | undefined): Promise<SessionUser | null>;
    /** preHandler: 401 unless signed in (run before validation too, see below). */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler: 401 unless signed in, 403 IDENTITY_REQUIRED unless identity is verified. */
    requireVerified(request: FastifyRequest): Promise<void>;
  }
}

/**
 * Where the token travels: the `user` query parameter (the spec's client adds it to every
 * request), a `user` form field (the spec's identity calls send one), or a bearer header.
 */
export function tokenFrom(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.user === 'string' && query.user) return query.user;
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && typeof body.user === 'string' && body.user) {
    return body.user;
  }
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return undefined;
}

export default fp(
  async function auth(app: FastifyInstance) {
    app.decorateRequest('auth', null);

    // Sessions are kept per process for a few seconds (session-cache.ts); on PostgreSQL only
    // while this process hears the other processes' sign-outs. A response that announced one
    // leaves once PostgreSQL has delivered it, so no process answers the old session after.
    const { database } = app.config;
    if (database.kind === 'postgres') {
      const stop = listenForSessionChanges(app.db, database, (err) =>
        app.log.warn({ err }, 'session change listener'),
      );
      app.addHook('onClose', stop);
    }
    app.addHook('onSend', (_request, _reply, payload, done) => {
      const heard = echoBarrier(app.db);
      if (!heard) return done(null, payload);
      void heard.then(() => done(null, payload));
    });

    app.decorate('sessionFor', async (token: string | undefined) => {
      if (!token || token.length > 128) return null;
      return resolveSession(app.db, token, await accountRules(app.db));
    });

    const requireUser = async (request: FastifyRequest) => {
      // Already resolved before validation (onRoute below): one session lookup per request.
      if (request.auth) return;
      const session = await app.sessionFor(tokenFrom(request));
      if (!session) throw new AppError('UNAUTHENTICATED', 401, '请先登录');
      request.auth = session;
    };
    const requireVerified = async (request: FastifyRequest) => {
      await requireUser(request);
      if (!request.auth?.verified) {
        throw new AppError('IDENTITY_REQUIRED', 403, '请先完成实名认证');
      }
    };
    app.decorate('requireUser', requireUser);
    app.decorate('requireVerified', requireVerified);

    // Who is asking comes before what was sent: Fastify validates headers, query and body
    // before preHandler, so a signed-out caller would learn the body's shape from the 400s.
    // Routes name the check as their preHandler (the OpenAPI plugin reads it there); it runs
    // first as preValidation too, after the body is parsed (a form may carry the token).
    app.addHook('onRoute', (route) => {
      const handlers = [route.preHandler ?? []].flat();
      const check = handlers.find((h) => h === requireUser || h === requireVerified);
      if (!check) return;
      route.preValidation = [check, ...[route.preValidation ?? []].flat()];
    });
  },
  { name: 'auth', dependencies: ['database', 'services'] },
);

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import { sendPublic, type PublicReadLifetime } from './public-cache.js';

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/**
 * Route options of every public read: sendPublic compresses each body once, so the on-the-fly
 * compression hook has nothing to do, and it applies the per-client limit itself, to the reads
 * that reach the database only. A read from memory costs less than
 * counting it would (with the shared database store, a write per request), so it is not
 * counted; free text that misses the cache every time, such as search words, still is.
 */
const publicRead = { compress: false, config: { rateLimit: false } } as const;

/** A route's schema; `response` without 304, which every public read gets. */
export interface PublicReadSchema extends FastifySchema {
  response: Record<number, unknown>;
}

/** The request as the route's schema validated it (typed params and query). */
export type PublicReadRequest<S extends PublicReadSchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  TypeBoxTypeProvider
>;

/**
 * Declares a public read, the same for every visitor: GET `url` with `schema`, answered by
 * `read` through sendPublic (kept in memory for `lifetime`, sent with an ETag, 304 when the
 * client holds it, compressed once, rate-limited on misses only). Every public JSON GET is
 * declared this way, so a new one cannot forget the 304, the route options or the cache.
 */
export function publicGet<S extends PublicReadSchema>(
  app: App,
  url: string,
  lifetime: PublicReadLifetime,
  schema: S,
  read: (request: PublicReadRequest<S>) => Promise<unknown>,
): void {
  // A route may describe its 304 itself (site config does); the numeric keys keep their order.
  // Widened: the body is sent serialized by sendPublic, not returned for the schema to check.
  const route: FastifySchema = { ...schema, response: { 304: {}, ...schema.response } };
  app.get(url, { ...publicRead, schema: route }, async (request, reply) =>
    sendPublic(app.db, request, reply, lifetime, () =>
      read(request as unknown as PublicReadRequest<S>),
    ),
  );
}

import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public content the same for every visitor: sent with an ETag and a short max-age so browsers
 * and nginx may keep it; a matching If-None-Match gets 304 without a body.
 */
export function sendPublic<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
  maxAgeSeconds: number,
): T | FastifyReply {
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 22)}"`;
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return body;
}

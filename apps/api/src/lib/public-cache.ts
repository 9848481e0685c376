import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a public read is kept in memory, and how long browsers and nginx may keep it: an
 * operator's change in the database shows everywhere within these two added together (20 s).
 */
export const PUBLIC_TTL_SECONDS = 10;

export interface PublicBody {
  json: string;
  etag: string;
}

/** At most this many keys are kept; past it the cache starts over (ids come from URLs). */
const MAX_KEYS = 2000;

/**
 * Public JSON that changes rarely (site settings, hospital pages, articles), serialized once
 * and kept for PUBLIC_TTL_SECONDS per key. Concurrent misses share one load; a load that finds
 * nothing is not kept, so unknown ids cannot fill the memory.
 */
export function createPublicCache<T>(load: (key: string) => Promise<T | undefined>) {
  const entries = new Map<string, { expires: number; body: Promise<PublicBody | undefined> }>();

  async function build(key: string): Promise<PublicBody | undefined> {
    const value = await load(key);
    if (value === undefined) {
      entries.delete(key);
      return undefined;
    }
    const json = JSON.stringify(value);
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
    return { json, etag: `"${hash}"` };
  }

  return {
    get(key = ''): Promise<PublicBody | undefined> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.body;
      if (entries.size >= MAX_KEYS) entries.clear();
      const body = build(key);
      // A failed load is not kept either: the next request tries again.
      body.catch(() => entries.delete(key));
      entries.set(key, { expires: now + PUBLIC_TTL_SECONDS * 1000, body });
      return body;
    },
    /** Drops every entry, for a process that has just written what they hold. */
    clear(): void {
      entries.clear();
    },
  };
}

/**
 * Sends a cached body with its ETag and Cache-Control; a matching If-None-Match gets 304
 * with no body, so a browser or nginx revalidating an unchanged body costs almost nothing.
 */
export function sendPublic(request: FastifyRequest, reply: FastifyReply, body: PublicBody) {
  reply
    .header('etag', body.etag)
    .header('cache-control', `public, max-age=${PUBLIC_TTL_SECONDS}`)
    .header('vary', 'accept-encoding');
  const match = request.headers['if-none-match'];
  if (match && (match === body.etag || match.split(/\s*,\s*/).includes(body.etag))) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(body.json);
}

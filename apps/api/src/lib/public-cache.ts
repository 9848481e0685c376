import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';

/**
 * How long a public read is kept in this process (`ttlMs`) and by browsers and nginx
 * (`maxAgeSeconds`): a change in the database shows everywhere within the two added together.
 */
export interface PublicReadLifetime {
  ttlMs: number;
  maxAgeSeconds: number;
}

interface Body {
  json: string;
  etag: string;
}

interface Entry {
  body: Promise<Body>;
  expires: number;
}

// Per database, so several apps in one process (tests) never see each other's reads.
const caches = new WeakMap<Db, Map<string, Entry>>();
/** Keys come from URLs, so the cache starts over past this many. */
const MAX_ENTRIES = 2000;

/**
 * Drops every cached public read of this process: called after anything this process writes
 * that a read shows (bookings, cancellations, schedules, rules). Other processes' copies
 * expire within their short lifetime.
 */
export function invalidatePublicReads(db: Db): void {
  caches.get(db)?.clear();
}

function load(cache: Map<string, Entry>, key: string, ttlMs: number, read: () => Promise<unknown>) {
  const body = read().then((value) => {
    const json = JSON.stringify(value);
    return {
      json,
      etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`,
    };
  });
  // A failed read (not found, not yet seeded, a dropped connection) is not kept.
  body.catch(() => {
    if (cache.get(key)?.body === body) cache.delete(key);
  });
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { body, expires: Date.now() + ttlMs });
  return body;
}

/**
 * Public content, the same for every visitor, serialized once and kept in memory for
 * `ttlMs`: a crowd reloading a page costs one query per lifetime, and requests that miss
 * together share that one query. Sent with an ETag and a short max-age so browsers and nginx
 * keep it too; a matching If-None-Match gets 304 without a body.
 */
export async function sendPublic(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  lifetime: PublicReadLifetime,
  read: () => Promise<unknown>,
): Promise<FastifyReply> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  // By route and validated input, without the session token the spec's client adds to URLs.
  const query = Object.entries((request.query ?? {}) as Record<string, unknown>).filter(
    ([name]) => name !== 'user',
  );
  const key = `${request.routeOptions.url}\n${JSON.stringify(request.params)}\n${JSON.stringify(query)}`;
  const hit = cache.get(key);
  const { json, etag } = await (hit && hit.expires > Date.now()
    ? hit.body
    : load(cache, key, lifetime.ttlMs, read));

  reply
    .header('cache-control', `public, max-age=${lifetime.maxAgeSeconds}`)
    .header('etag', etag)
    .header('vary', 'accept-encoding');
  const match = request.headers['if-none-match'];
  if (match && match.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}

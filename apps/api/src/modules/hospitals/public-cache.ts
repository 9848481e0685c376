import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';

interface Entry {
  json: string;
  etag: string;
  expires: number;
}

// Per database, so several apps in one process (tests) never see each other's pages.
const caches = new WeakMap<Db, Map<string, Entry>>();
const MAX_ENTRIES = 2000;

/**
 * Drops every cached public page of this process: called after anything this process writes
 * that a page shows (bookings, cancellations, schedules, rules). Other processes' pages expire
 * within their short lifetime.
 */
export function invalidatePublicReads(db: Db): void {
  caches.get(db)?.clear();
}

/**
 * Public content the same for every visitor, kept serialized in memory for `ttlMs` (a release
 * crowd reloading a department's schedule costs one query a second, not one per request) and
 * sent with an ETag and a short max-age so browsers and nginx may keep it too; a matching
 * If-None-Match gets 304 without a body.
 */
export async function sendPublic(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { maxAgeSeconds: number; ttlMs: number },
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  // By route and validated input, without the session token the spec's client adds to every URL.
  const query = Object.entries((request.query ?? {}) as Record<string, unknown>).filter(
    ([name]) => name !== 'user',
  );
  const key = `${request.routeOptions.url}\n${JSON.stringify(request.params)}\n${JSON.stringify(query)}`;
  let entry = cache.get(key);
  if (!entry || entry.expires <= Date.now()) {
    const json = JSON.stringify(await load());
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`;
    entry = { json, etag, expires: Date.now() + options.ttlMs };
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, entry);
  }
  reply
    .header('cache-control', `public, max-age=${options.maxAgeSeconds}`)
    .header('etag', entry.etag);
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.json);
}

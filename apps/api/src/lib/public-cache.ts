import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
// The limiter's decorators (createRateLimit) are typed by its module.
import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, RATE_LIMITED_MESSAGE } from './app-error.js';
import type { Db } from '../db/database.js';
import { onSharedChange } from './shared-change.js';

/**
 * How long a public read is kept in this process (`ttlMs`) and by browsers and nginx
 * (`maxAgeSeconds`): a change in the database shows everywhere within the two added together.
 */
export interface PublicReadLifetime {
  ttlMs: number;
  maxAgeSeconds: number;
  /**
   * A cache of its own (with its own MAX_ENTRIES), for reads keyed by free text such as search
   * queries: they come in endless variety and would otherwise start the page cache over.
   */
  partition?: string;
}

type Encoding = 'br' | 'gzip';

interface Body {
  json: string;
  /** The JSON as UTF-8, encoded once rather than on every response. */
  bytes: Buffer;
  etag: string;
  /** Compressed once, when first asked for, instead of on every request. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

interface Entry {
  body: Promise<Body>;
  expires: number;
}

// Per database, so several apps in one process (tests) never see each other's reads; then per
// partition.
const caches = new WeakMap<Db, Map<string, Map<string, Entry>>>();
/** Keys come from URLs, so the cache starts over past this many. */
const MAX_ENTRIES = 2000;
/** Below this a compressed body saves less than its headers cost (as plugins/compress.ts). */
const COMPRESS_THRESHOLD = 1024;

const compressors: Record<Encoding, (json: string) => Buffer> = {
  // Paid once per lifetime, not per request, so a better ratio than on-the-fly compression.
  br: (json) =>
    brotliCompressSync(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (json) => gzipSync(json, { level: 9 }),
};

/** The encoding to send: br, else gzip, if the client accepts it (q=0 refuses). */
function parseAcceptEncoding(header: string): Encoding | undefined {
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name!.toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

// Browsers send one of a handful of Accept-Encoding values, so each is parsed once.
const negotiated = new Map<string, Encoding | undefined>();
function negotiate(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (negotiated.has(header)) return negotiated.get(header);
  const encoding = parseAcceptEncoding(header);
  if (negotiated.size >= 100) negotiated.clear();
  negotiated.set(header, encoding);
  return encoding;
}

/** Each representation has its own ETag, as a cache between may keep both. */
function etagOf(body: Body, encoding: Encoding | undefined): string {
  return encoding ? `${body.etag.slice(0, -1)}-${encoding}"` : body.etag;
}

/**
 * The one ETag check of every public read (JSON reads, wiki media, index.html): sets `etag`
 * and answers 304 without a body when the client's If-None-Match names it or one of `also`;
 * undefined otherwise, and the caller sends the body.
 */
export function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  also: readonly string[] = [],
): FastifyReply | undefined {
  reply.header('etag', etag);
  const match = request.headers['if-none-match'];
  if (!match) return undefined;
  const held = match.split(/\s*,\s*/);
  return [etag, ...also].some((tag) => held.includes(tag)) ? reply.code(304).send() : undefined;
}

// How many times this process dropped its public reads per database, for copies made from them
// outside this module (the rendered pages, plugins/page-prerender.ts) to compare against.
const dropped = new WeakMap<Db, number>();

/**
 * Drops every cached public read of this process: called after a booking or cancellation this
 * process wrote, whose counts other processes keep for a second or two anyway. Operators'
 * changes go through announceSharedChange, which reaches every process.
 */
export function invalidatePublicReads(db: Db): void {
  dropped.set(db, (dropped.get(db) ?? 0) + 1);
  for (const cache of caches.get(db)?.values() ?? []) cache.clear();
}

/** Moves whenever invalidatePublicReads runs for `db`: a copy made at another count is old. */
export function publicReadsDropped(db: Db): number {
  return dropped.get(db) ?? 0;
}
onSharedChange(invalidatePublicReads);

function load(cache: Map<string, Entry>, key: string, ttlMs: number, read: () => Promise<unknown>) {
  const body = read().then((value): Body => {
    const json = JSON.stringify(value);
    return {
      json,
      bytes: Buffer.from(json),
      etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`,
      encoded: {},
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

type MissLimiter = ReturnType<FastifyInstance['createRateLimit']>;
const missLimiters = new WeakMap<FastifyInstance, MissLimiter | null>();

/** 429 RATE_LIMITED when this client is past its limit (apps without the limiter skip it). */
async function limitMiss(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const app = request.server;
  let limiter = missLimiters.get(app);
  if (limiter === undefined) {
    limiter = app.hasDecorator('createRateLimit') ? app.createRateLimit() : null;
    missLimiters.set(app, limiter);
  }
  const verdict = await limiter?.(request);
  if (!verdict || verdict.isAllowed || !verdict.isExceeded) return;
  reply.header('retry-after', verdict.ttlInSeconds);
  throw new AppError('RATE_LIMITED', 429, RATE_LIMITED_MESSAGE);
}

/**
 * By route and URL, without the session token the spec's client adds to every URL: one URL is
 * one validated input, and reading the URL is cheaper than serializing the parsed input again.
 */
function cacheKey(request: FastifyRequest): string {
  const url = request.url;
  const q = url.indexOf('?');
  if (q === -1 || !/(^|&)user=/.test(url.slice(q + 1)))
    return `${request.routeOptions.url}\n${url}`;
  const query = url
    .slice(q + 1)
    .split('&')
    .filter((pair) => !pair.startsWith('user='))
    .join('&');
  return `${request.routeOptions.url}\n${url.slice(0, q)}?${query}`;
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
  let partitions = caches.get(db);
  if (!partitions) caches.set(db, (partitions = new Map()));
  const partition = lifetime.partition ?? '';
  let cache = partitions.get(partition);
  if (!cache) partitions.set(partition, (cache = new Map()));
  const key = cacheKey(request);
  const hit = cache.get(key);
  let pending = hit && hit.expires > Date.now() ? hit.body : undefined;
  if (!pending) {
    await limitMiss(request, reply);
    pending = load(cache, key, lifetime.ttlMs, read);
  }
  const body = await pending;
  const encoding =
    body.json.length >= COMPRESS_THRESHOLD
      ? negotiate(request.headers['accept-encoding'])
      : undefined;
  const etag = etagOf(body, encoding);

  reply
    .header('cache-control', `public, max-age=${lifetime.maxAgeSeconds}`)
    .header('vary', 'accept-encoding');
  // Any representation the client holds is the same JSON: no need to send it again.
  const others = (['br', 'gzip'] as const).map((e) => etagOf(body, e)).concat(body.etag);
  const unchanged = notModified(request, reply, etag, others);
  if (unchanged) return unchanged;
  reply.type('application/json; charset=utf-8');
  if (!encoding) return reply.send(body.bytes);
  // The compress plugin leaves a body alone once it carries a Content-Encoding.
  const encoded = (body.encoded[encoding] ??= compressors[encoding](body.json));
  return reply.header('content-encoding', encoding).send(encoded);
}

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ELDER_MODE_CLASS } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notModified } from '../lib/public-cache.js';

/**
 * One HTML page as it is sent (index.html, with or without elder mode, or the prerendered home
 * page): compressed once, when it is made, and kept with its ETag. index-html.ts sends them;
 * home-prerender.ts makes the home page's; both import this file and not each other.
 */
export interface Variant {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** A policy of its own when the page carries an inline script (its hash); else the site's. */
  contentSecurityPolicy?: string;
}

export function variant(html: string, contentSecurityPolicy?: string): Variant {
  const identity = Buffer.from(html);
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    contentSecurityPolicy,
  };
}

export function withElderClass(html: string): string {
  return html
    .replace(/<html(\s|>)/, `<html class="${ELDER_MODE_CLASS}"$1`)
    .replace(/<body(\s|>)/, `<body class="${ELDER_MODE_CLASS}"$1`);
}

export function sendVariant(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Variant,
): FastifyReply {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, cookie');
  if (page.contentSecurityPolicy) {
    reply.header('content-security-policy', page.contentSecurityPolicy);
  }
  const unchanged = notModified(request, reply, page.etag);
  if (unchanged) return unchanged;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (encoding) return reply.header('content-encoding', encoding).send(page[encoding]);
  return reply.send(page.identity);
}

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ELDER_MODE_CLASS, hasElderModeCookie } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HomePrerender } from './home-prerender.js';

/**
 * index.html answers every page load and every history-mode deep link, so it is read and
 * compressed once at start and sent from memory (a stat, a stream and a brotli pass per request
 * cost about two thirds of its throughput). A deploy restarts the process, which rereads it.
 *
 * Elder mode comes from its cookie here, on the server: the page arrives with the class already
 * on <html> and <body>, so a reload paints elder mode first time, with no script to wait for.
 *
 * The home page, where most visits start, can also arrive with the page itself inside (see
 * home-prerender.ts), in that mode and with the site settings of the moment.
 */
export interface IndexHtml {
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  /** The home page's address: rendered when it can be. */
  sendHome(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
}

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

function sendVariant(request: FastifyRequest, reply: FastifyReply, page: Variant): FastifyReply {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding, cookie');
  if (page.contentSecurityPolicy) {
    reply.header('content-security-policy', page.contentSecurityPolicy);
  }
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (encoding) return reply.header('content-encoding', encoding).send(page[encoding]);
  return reply.send(page.identity);
}

/** `html` is the built index.html, read once at start. */
export function indexHtmlPages(html: string, home?: HomePrerender): IndexHtml {
  const standard = variant(html);
  const elder = variant(withElderClass(html));

  const plain = (request: FastifyRequest) =>
    hasElderModeCookie(request.headers.cookie) ? elder : standard;

  return {
    send: (request, reply) => sendVariant(request, reply, plain(request)),
    sendHome(request, reply) {
      // Only the bare address: a query string may carry a sign-on ticket or a return path, which
      // the page handles in its first render.
      if (!home || request.url.includes('?')) return sendVariant(request, reply, plain(request));
      return home
        .page(hasElderModeCookie(request.headers.cookie))
        .then((page) => sendVariant(request, reply, page ?? plain(request)));
    },
  };
}

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ELDER_MODE_CLASS, hasElderModeCookie } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * index.html answers every page load and every history-mode deep link, so it is read and
 * compressed once at start and sent from memory (a stat, a stream and a brotli pass per request
 * cost about two thirds of its throughput). A deploy restarts the process, which rereads it.
 *
 * Elder mode comes from its cookie here, on the server: the page arrives with the class already
 * on <html> and <body>, so a reload paints elder mode first time, with no script to wait for.
 */
export interface IndexHtml {
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

interface Variant {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function variant(html: string): Variant {
  const identity = Buffer.from(html);
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

export function withElderClass(html: string): string {
  return html
    .replace(/<html(\s|>)/, `<html class="${ELDER_MODE_CLASS}"$1`)
    .replace(/<body(\s|>)/, `<body class="${ELDER_MODE_CLASS}"$1`);
}

export function loadIndexHtml(file: string): IndexHtml {
  const html = readFileSync(file, 'utf8');
  const standard = variant(html);
  const elder = variant(withElderClass(html));

  return {
    send(request, reply) {
      const page = hasElderModeCookie(request.headers.cookie) ? elder : standard;
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('etag', page.etag)
        .header('vary', 'accept-encoding, cookie');
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      if (encoding) return reply.header('content-encoding', encoding).send(page[encoding]);
      return reply.send(page.identity);
    },
  };
}

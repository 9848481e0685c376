import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * index.html answers every page load and every history-mode deep link, so it is read and
 * compressed once at start and sent from memory (a stat, a stream and a brotli pass per request
 * cost about two thirds of its throughput). A deploy restarts the process, which rereads it.
 */
export interface IndexHtml {
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

export function loadIndexHtml(file: string): IndexHtml {
  const identity = readFileSync(file);
  const variants = {
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;

  return {
    send(request, reply) {
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('etag', etag)
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      if (encoding) return reply.header('content-encoding', encoding).send(variants[encoding]);
      return reply.send(identity);
    },
  };
}

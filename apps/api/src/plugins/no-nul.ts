import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/** The key of the first string holding NUL, walked without recursion (bodies may nest deeply). */
function nulField(values: unknown[]): string | undefined {
  const stack: [string, unknown][] = values.map((v) => ['', v]);
  while (stack.length > 0) {
    const [key, value] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return key;
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k.includes('\u0000')) return k;
        stack.push([Array.isArray(value) ? key : k, v]);
      }
    }
  }
  return undefined;
}

/**
 * Refuses text with NUL characters anywhere in the query, path or body. PostgreSQL cannot
 * store NUL in text at all (it failed the request with 500), and no field has a use for it.
 */
export default fp(
  async function noNul(app: FastifyInstance) {
    // Synchronous, and nothing to walk for most requests: the query and path can only carry
    // NUL percent-encoded (the HTTP parser refuses a raw one), so a URL without %00 and no
    // body is clean.
    app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
      if (request.body === undefined && !request.url.includes('%00')) return done();
      const field = nulField([request.query, request.params, request.body]);
      if (field === undefined) return done();
      const label = field ? `「${field.replaceAll('\u0000', '')}」` : '请求内容';
      done(new AppError('INVALID_INPUT', 400, `${label}不能包含空字符`));
    });
  },
  { name: 'no-nul' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The site's content security policy: only its own origin. Styles also allow inline because
 * antd's components set style attributes at run time. Images also allow blob: for the upload
 * previews (avatar, consultation images), which show the chosen file before it is sent. A route
 * that needs another policy (the API docs page) sets its own header, which replaces this one.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join(';');

/**
 * What pages and files get: the headers helmet's defaults would send, written out once
 * (helmet builds them again on every request, about a tenth of a cheap request's time).
 */
const SITE_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  // The session token travels in URLs (the spec's `user` parameter); it must not leave the site.
  'referrer-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  // Same-origin framing is allowed by frame-ancestors; keep the legacy header consistent.
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/**
 * What API answers get, as OWASP's REST guidance has it: JSON is never a document, so it may
 * load nothing and be framed by nothing, is never sniffed, and other origins cannot embed it.
 * Every header costs time on each response (twelve of them halved the cheapest request's
 * throughput), so the ones only documents use are left off. A route that serves a document
 * under /api (the docs page) sets its own policy.
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

/** JSON answers: the API and the health checks. Pages, files and /gov-sso/ are documents. */
function isApi(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/healthz') || url.startsWith('/readyz');
}

/** Security headers, the request id and a default Cache-Control for every response. */
export default fp(
  async function security(app: FastifyInstance) {
    // One synchronous hook: an async one costs a promise and a microtask on every request.
    // `no-store` is the default; public reads and static files replace it with their own.
    app.addHook('onRequest', (request, reply, done) => {
      reply
        .headers(isApi(request.url) ? API_HEADERS : SITE_HEADERS)
        .header('x-request-id', request.id)
        .header('cache-control', 'no-store');
      done();
    });
  },
  { name: 'security' },
);

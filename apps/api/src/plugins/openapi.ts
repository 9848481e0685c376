import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { documentTransform, routeTransform, SECURITY_SCHEMES, TAGS } from './openapi-operations.js';

// The one inline style Swagger UI renders: the <style> inside its standalone layout's SVG logo
// (`.logo_small_svg__cls-2{fill:#fff}…`), allowed by its hash rather than 'unsafe-inline'. The
// browser journey e2e/api-docs.spec.ts fails on any blocked style should an update change it.
const SWAGGER_LOGO_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/**
 * The docs page's own policy, stricter than the site's: Swagger UI's bundle is served from
 * here and needs no inline script, fetches only the document and the API it tries out, shows
 * its logo as a data: image, and is never framed.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'self' ${SWAGGER_LOGO_STYLE}`,
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join(';');

/**
 * The OpenAPI document, generated from the route schemas (which come from the contract
 * package), so the document cannot drift from what the server validates; readable at
 * /api/docs (Swagger UI) and served as JSON at /api/docs/json. Each operation gets its
 * operationId and security in openapi-operations.ts, so hospitals generate clients from it.
 */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: '12320 健康服务平台 API',
          description: '县级 12320 健康服务平台的接口说明；错误响应统一为 { code, message }。',
          version: '0.1.0',
        },
        // Paths already begin with /api, so clients join them to the address they called.
        servers: [{ url: '/', description: '本服务' }],
        tags: TAGS,
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform: routeTransform(app),
      transformObject: (d) =>
        'openapiObject' in d ? documentTransform(d.openapiObject) : d.swaggerObject,
    });
    await app.register(swaggerUi, {
      routePrefix: API.docs,
      staticCSP: DOCS_CONTENT_SECURITY_POLICY,
      uiConfig: { docExpansion: 'list', deepLinking: true },
      theme: { title: '12320 健康服务平台 API 文档' },
    });
  },
  { name: 'openapi' },
);

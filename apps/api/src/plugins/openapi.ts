import swagger from '@fastify/swagger';
import { API } from '@portal/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The OpenAPI document, generated from the route schemas (which come from the contract
 * package), so the document cannot drift from what the server validates.
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
      },
    });
    app.get(
      API.docs,
      {
        schema: {
          hide: true,
          response: { 200: Type.Object({}, { additionalProperties: true }) },
        },
      },
      async () => app.swagger(),
    );
  },
  { name: 'openapi' },
);

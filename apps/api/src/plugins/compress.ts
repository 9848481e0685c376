import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * On-the-fly compression for API JSON. Responses that already carry Content-Encoding (the
 * web build's precompressed .br/.gz files) are left alone by the plugin, so nothing is
 * compressed twice.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Brotli's default quality (11) costs more CPU per request than it saves on small JSON.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compress' },
);

import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * On-the-fly compression for API JSON. Responses that already carry Content-Encoding (the
 * web build's precompressed .br/.gz files, public reads compressed once in lib/public-cache)
 * are left alone by the plugin, so nothing is compressed twice.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    // Compressed request bodies are not accepted: no client sends them, and inflating them
    // would only add a hook to every request and a way to send more than the body limit.
    app.addHook('onRoute', (route) => {
      route.decompress ??= false;
    });
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

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { hospitalForKey } from '../modules/ingest/hospital-key.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireHospital`: the hospital whose system sent the request. */
    hospital: { id: string; name: string } | null;
  }
  interface FastifyInstance {
    /** onRequest hook for every feed hospitals push (before the body is read): 401 without a valid hospital API key. */
    requireHospital(request: FastifyRequest): Promise<void>;
  }
}

/** Hospital API keys (Authorization: Bearer hk_…), shared by every ingestion route. */
export default fp(
  async function hospitalAuth(app: FastifyInstance) {
    app.decorateRequest('hospital', null);
    app.decorate('requireHospital', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const key = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
      const hospital = key ? await hospitalForKey(app.db, key) : undefined;
      if (!hospital) {
        throw new AppError('UNAUTHENTICATED', 401, '医院接口密钥无效或已吊销');
      }
      request.hospital = hospital;
    });
  },
  { name: 'hospital-auth', dependencies: ['database'] },
);

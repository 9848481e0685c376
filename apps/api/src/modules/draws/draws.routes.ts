import { API, DrawEntryList, DrawParams, ErrorBody, PublicDraw } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PublicReadLifetime } from '../../lib/public-cache.js';
import { publicGet } from '../../lib/public-read.js';
import { listEntries, publicDraw } from './draws.service.js';

// The entry count moves during the window and the record appears at the draw: as fresh as
// schedules' remaining counts.
const DRAW: PublicReadLifetime = { maxAgeSeconds: 2, ttlMs: 1000 };

/** Fair release: the public record of a draw and the account's entries. Entering is a booking. */
const drawsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['booking'];

  app.get(
    API.drawEntries,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '本人及就诊人的抽签登记与结果（抽签中、已中签、候补中、未中签）',
        response: { 200: DrawEntryList, 401: ErrorBody },
      },
    },
    async (request) => listEntries(app.db, request.auth!.userId),
  );

  publicGet(
    app,
    API.draw,
    DRAW,
    {
      tags,
      summary: '抽签放号的公开记录：事先公布承诺值；抽签后公布种子、名单哈希、名单（脱敏）与结果',
      params: DrawParams,
      response: { 200: PublicDraw, 400: ErrorBody, 404: ErrorBody },
    },
    (request) => publicDraw(app.db, request.params.scheduleId),
  );
};

export default drawsRoutes;

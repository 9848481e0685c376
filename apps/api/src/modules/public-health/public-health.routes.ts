import {
  API,
  ErrorBody,
  ImmunizationSchedule,
  NoticeList,
  PublicHealthServiceList,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PublicReadLifetime } from '../../lib/public-cache.js';
import { publicGet } from '../../lib/public-read.js';
import { immunizationSchedule, listNotices, listServices } from './public-health.service.js';

// Changes only with a content load, which drops this process's copy at once.
const CONTENT: PublicReadLifetime = { maxAgeSeconds: 300, ttlMs: 60_000 };

/** 基本公共卫生服务: the services, the children's immunization schedule, the notices (公告). */
const publicHealthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['public-health'];

  publicGet(
    app,
    API.publicHealthServices,
    CONTENT,
    {
      tags,
      summary: '国家基本公共卫生服务：每项服务的对象、免费项目、县里在哪里办和说明',
      response: { 200: PublicHealthServiceList },
    },
    () => listServices(app.db),
  );

  publicGet(
    app,
    API.immunization,
    CONTENT,
    {
      tags,
      summary: '国家免疫规划疫苗儿童免疫程序：疫苗、接种年龄与剂次、说明和依据',
      response: { 200: ImmunizationSchedule, 404: ErrorBody },
    },
    () => immunizationSchedule(app.db),
  );

  publicGet(
    app,
    API.notices,
    CONTENT,
    {
      tags,
      summary: '卫生健康局公告（最新在前）',
      response: { 200: NoticeList },
    },
    () => listNotices(app.db),
  );
};

export default publicHealthRoutes;

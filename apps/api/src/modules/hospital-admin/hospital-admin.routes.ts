import {
  ApiKeyList,
  ApiKeyView,
  BookingRulesBody,
  BookingRulesSchema,
  ErrorBody,
  HospitalAdminItemParams,
  HospitalAdminParams,
  HospitalProfile,
  HospitalProfileBody,
  NewApiKey,
  STAFF_API,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditActorOf } from '../../plugins/staff-auth.js';
import {
  apiKeyHospital,
  apiKeys,
  createApiKey,
  hospitalProfile,
  hospitalRules,
  notFound,
  revokeApiKey,
  updateHospitalProfile,
  updateHospitalRules,
} from './hospital-admin.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const HOSPITAL = `${STAFF_API}/hospitals/:hospitalId`;

/** A hospital's page, booking rules and API keys, for its administrator and the bureau. */
const hospitalAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['staff'];
  const profile = app.staffOnly('hospital.profile');
  const rules = app.staffOnly('hospital.rules');
  const keys = app.staffOnly('hospital.keys');
  const params = HospitalAdminParams;

  app.get(
    HOSPITAL,
    {
      schema: {
        tags,
        summary: '医院主页信息（介绍、门诊时间、交通、电话、须知）',
        params,
        response: { 200: HospitalProfile, ...errors },
      },
      preHandler: profile,
    },
    async (request) => {
      return hospitalProfile(app.db, request.params.hospitalId);
    },
  );

  app.put(
    HOSPITAL,
    {
      schema: {
        tags,
        summary: '修改医院主页信息（居民端医院主页与搜索立即更新）',
        params,
        body: HospitalProfileBody,
        response: { 200: HospitalProfile, ...errors },
      },
      preHandler: profile,
    },
    async (request) => {
      return updateHospitalProfile(
        app.db,
        auditActorOf(request),
        request.params.hospitalId,
        request.body,
      );
    },
  );

  app.get(
    `${HOSPITAL}/rules`,
    {
      schema: {
        tags,
        summary: '医院预约规则',
        params,
        response: { 200: BookingRulesSchema, ...errors },
      },
      preHandler: rules,
    },
    async (request) => {
      return hospitalRules(app.db, request.params.hospitalId);
    },
  );

  app.put(
    `${HOSPITAL}/rules`,
    {
      schema: {
        tags,
        summary: '修改医院预约规则（放号时间、预约周期、退号截止、限约）',
        params,
        body: BookingRulesBody,
        response: { 200: BookingRulesSchema, ...errors },
      },
      preHandler: rules,
    },
    async (request) => {
      return updateHospitalRules(
        app.db,
        auditActorOf(request),
        request.params.hospitalId,
        request.body,
      );
    },
  );

  app.get(
    `${HOSPITAL}/keys`,
    {
      schema: {
        tags,
        summary: '医院接口密钥列表（前缀、创建时间、最近使用、吊销时间）',
        params,
        response: { 200: ApiKeyList, ...errors },
      },
      preHandler: keys,
    },
    async (request) => {
      return apiKeys(app.db, request.params.hospitalId);
    },
  );

  app.post(
    `${HOSPITAL}/keys`,
    {
      schema: {
        tags,
        summary: '新建医院接口密钥（密钥只显示这一次）',
        params,
        response: { 200: NewApiKey, ...errors },
      },
      preHandler: keys,
    },
    async (request) => {
      return createApiKey(app.db, auditActorOf(request), request.params.hospitalId);
    },
  );

  app.post(
    `${HOSPITAL}/keys/:id/revoke`,
    {
      schema: {
        tags,
        summary: '吊销医院接口密钥（立即失效）',
        params: HospitalAdminItemParams,
        response: { 200: ApiKeyView, ...errors },
      },
      preHandler: keys,
    },
    async (request) => {
      const { hospitalId, id } = request.params;
      const owner = await apiKeyHospital(app.db, id);
      if (owner !== hospitalId) throw notFound();
      return revokeApiKey(app.db, auditActorOf(request), id);
    },
  );
};

export default hospitalAdminRoutes;

import {
  CitizenQuery,
  CitizenView,
  ErrorBody,
  IdParams,
  SensitiveWordBody,
  SensitiveWordView,
  STAFF_API,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { auditActorOf } from '../../plugins/staff-auth.js';
import {
  endCitizenSessions,
  findCitizens,
  lockCitizen,
  unlockCitizen,
} from './citizens.service.js';
import {
  addSensitiveWord,
  removeSensitiveWord,
  sensitiveWordList,
} from './sensitive-words.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['staff'];

const CITIZEN_ACTIONS = [
  { path: 'lock', summary: '锁定市民账号（立即结束其全部会话）', run: lockCitizen },
  { path: 'unlock', summary: '解除锁定（并清除密码错误记录）', run: unlockCitizen },
  { path: 'end-sessions', summary: '结束市民账号的全部登录会话', run: endCitizenSessions },
] as const;

/** Citizen accounts (find, lock, unlock, sign out everywhere) and the sensitive-word list. */
const citizensRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const citizens = app.staffOnly('citizens');
  const words = app.staffOnly('sensitive.words');

  app.get(
    `${STAFF_API}/citizens`,
    {
      schema: {
        tags,
        summary: '按用户名或完整手机号查找市民账号（手机号、证件号脱敏）',
        querystring: CitizenQuery,
        response: { 200: Type.Array(CitizenView), ...errors },
      },
      preHandler: citizens,
    },
    async (request) => findCitizens(app.db, request.query.q),
  );

  for (const { path, summary, run } of CITIZEN_ACTIONS) {
    app.post(
      `${STAFF_API}/citizens/:id/${path}`,
      {
        schema: { tags, summary, params: IdParams, response: { 200: CitizenView, ...errors } },
        preHandler: citizens,
      },
      async (request) => run(app.db, auditActorOf(request), request.params.id),
    );
  }

  app.get(
    `${STAFF_API}/sensitive-words`,
    {
      schema: {
        tags,
        summary: '敏感词列表',
        response: { 200: Type.Array(SensitiveWordView), ...errors },
      },
      preHandler: words,
    },
    async () => sensitiveWordList(app.db),
  );

  app.post(
    `${STAFF_API}/sensitive-words`,
    {
      schema: {
        tags,
        summary: '添加敏感词',
        body: SensitiveWordBody,
        response: { 200: SensitiveWordView, ...errors },
      },
      preHandler: words,
    },
    async (request) => addSensitiveWord(app.db, auditActorOf(request), request.body.word),
  );

  app.delete(
    `${STAFF_API}/sensitive-words/:id`,
    {
      schema: {
        tags,
        summary: '删除敏感词',
        params: IdParams,
        response: { 200: SensitiveWordView, ...errors },
      },
      preHandler: words,
    },
    async (request) => removeSensitiveWord(app.db, auditActorOf(request), request.params.id),
  );
};

export default citizensRoutes;

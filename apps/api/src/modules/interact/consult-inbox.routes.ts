import {
  ErrorBody,
  IdParams,
  OkResult,
  STAFF_API,
  StaffConsultCloseBody,
  StaffConsultDetail,
  StaffConsultPage,
  StaffConsultQuery,
  StaffConsultReplyBody,
  StaffConsultTransferBody,
  StaffPhrase,
  StaffPhraseBody,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { auditActorOf } from '../../plugins/staff-auth.js';
import { sendConsultImage } from './consult-images.js';
import {
  addPhrase,
  assertReadable,
  closeConsultation,
  myPhrases,
  removePhrase,
  replyToConsultation,
  staffConsultation,
  staffConsultations,
  takeConsultation,
  transferConsultation,
  type InboxActor,
} from './consult-inbox.service.js';

const REFUSALS = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
};

const ImageParams = Type.Object({
  id: IdParams.properties.id,
  imageId: Type.String({ title: '图片', minLength: 1, maxLength: 64 }),
});

/** The signed-in doctor; the staffOnly check before every route here has set the session. */
function doctorActor(request: FastifyRequest): InboxActor {
  return {
    ...auditActorOf(request),
    staffId: request.staff!.id,
    doctorId: request.staff!.doctorId,
  };
}

/** The doctors' consultation inbox (患者咨询) and their saved phrases, in the staff console. */
const consultInboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = app.staffOnly('consult.answer');
  const tags = ['staff'];
  const one = `${STAFF_API}/consultations/:id`;

  app.get(
    `${STAFF_API}/consultations`,
    {
      preHandler: answer,
      schema: {
        tags,
        summary:
          '医生的咨询收件箱：department 本科室待接诊的，mine 我接诊或点名问我的，closed 我参与过的已关闭或已过期的',
        querystring: StaffConsultQuery,
        response: { 200: StaffConsultPage, ...REFUSALS },
      },
    },
    async (request) => staffConsultations(app.db, doctorActor(request), request.query),
  );

  app.get(
    one,
    {
      preHandler: answer,
      schema: {
        tags,
        summary: '一条咨询的全部消息（只见年龄、性别）；打开即标记已读',
        params: IdParams,
        response: { 200: StaffConsultDetail, ...REFUSALS },
      },
    },
    async (request) => staffConsultation(app.db, doctorActor(request), request.params.id),
  );

  app.get(
    `${one}/images/:imageId`,
    {
      preHandler: answer,
      schema: {
        tags,
        summary: '咨询中的图片（仅能阅读这条咨询的医生可见）',
        params: ImageParams,
        response: {
          200: {
            description: '图片内容',
            content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
          },
          304: { description: '与 If-None-Match 相同，内容未变', type: 'null' },
          ...REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      await assertReadable(app.db, doctorActor(request), id);
      return sendConsultImage(app.db, app.storage, request, reply, id, imageId);
    },
  );

  app.post(
    `${one}/take`,
    {
      preHandler: answer,
      schema: {
        tags,
        summary: '接诊一条本科室的咨询；已被其他医生接诊时 409',
        params: IdParams,
        response: { 200: StaffConsultDetail, ...REFUSALS },
      },
    },
    async (request) => takeConsultation(app.db, doctorActor(request), request.params.id),
  );

  app.post(
    `${one}/reply`,
    {
      preHandler: answer,
      schema: {
        tags,
        summary: '回复咨询（未接诊的同时接诊）；首次回复后短信通知患者',
        params: IdParams,
        body: StaffConsultReplyBody,
        response: { 200: StaffConsultDetail, ...REFUSALS },
      },
    },
    async (request) =>
      replyToConsultation(
        { db: app.db, sms: app.sms, log: request.log },
        doctorActor(request),
        request.params.id,
        request.body.text,
      ),
  );

  app.post(
    `${one}/close`,
    {
      preHandler: answer,
      schema: {
        tags,
        summary: '建议线下就诊并关闭咨询（可附一句说明）',
        params: IdParams,
        body: StaffConsultCloseBody,
        response: { 200: StaffConsultDetail, ...REFUSALS },
      },
    },
    async (request) =>
      closeConsultation(app.db, doctorActor(request), request.params.id, request.body),
  );

  app.post(
    `${one}/transfer`,
    {
      preHandler: answer,
      schema: {
        tags,
        summary: '把待回复的咨询转给本院其他科室',
        params: IdParams,
        body: StaffConsultTransferBody,
        response: { 200: OkResult, ...REFUSALS },
      },
    },
    async (request) =>
      transferConsultation(
        app.db,
        doctorActor(request),
        request.params.id,
        request.body.departmentId,
      ),
  );

  app.get(
    `${STAFF_API}/phrases`,
    {
      preHandler: answer,
      schema: {
        tags,
        summary: '我的常用语',
        response: { 200: Type.Array(StaffPhrase), ...REFUSALS },
      },
    },
    async (request) => myPhrases(app.db, doctorActor(request)),
  );

  app.post(
    `${STAFF_API}/phrases`,
    {
      preHandler: answer,
      schema: {
        tags,
        summary: '保存一条常用语（每人最多 30 条）',
        body: StaffPhraseBody,
        response: { 200: StaffPhrase, ...REFUSALS },
      },
    },
    async (request) => addPhrase(app.db, doctorActor(request), request.body.text),
  );

  app.delete(
    `${STAFF_API}/phrases/:id`,
    {
      preHandler: answer,
      schema: {
        tags,
        summary: '删除自己的一条常用语',
        params: IdParams,
        response: { 200: OkResult, ...REFUSALS },
      },
    },
    async (request) => {
      await removePhrase(app.db, doctorActor(request), request.params.id);
      return { ok: true as const };
    },
  );
};

export default consultInboxRoutes;

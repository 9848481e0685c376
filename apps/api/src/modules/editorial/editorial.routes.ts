import {
  ContentVersionDetail,
  ContentVersionList,
  ContentVersionView,
  EditorialFields,
  EditorialItemList,
  EditorialItemParams,
  EditorialKindQuery,
  ErrorBody,
  NewDraftBody,
  RejectBody,
  STAFF_API,
  VersionParams,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { auditActorOf } from '../../plugins/staff-auth.js';
import {
  editorialItems,
  openVersions,
  overdueItems,
  versionDetail,
} from './editorial-reads.service.js';
import {
  approveVersion,
  archiveItem,
  createDraft,
  rejectVersion,
  saveDraft,
  submitDraft,
  type Editor,
} from './editorial.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const BASE = `${STAFF_API}/editorial`;

/** staffOnly has run: the session is there. */
const editorOf = (request: FastifyRequest): Editor => ({
  id: request.staff!.id,
  name: request.staff!.name,
});

/** Conditions and articles in the editorial workflow: draft, review, publish, archive. */
const editorialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const edit = app.staffOnly('content.edit');
  const review = app.staffOnly('content.review');
  const tags = ['staff'];

  app.get(
    `${BASE}/items`,
    {
      schema: {
        tags,
        summary: '疾病或文章列表（含未完成的草稿与状态）',
        querystring: EditorialKindQuery,
        response: { 200: EditorialItemList, ...errors },
      },
      preHandler: edit,
    },
    async (request) => editorialItems(app.db, request.query.kind),
  );

  app.get(
    `${BASE}/overdue`,
    {
      schema: {
        tags,
        summary: '临床审核超过 3 年、需要复核的内容',
        response: { 200: EditorialItemList, ...errors },
      },
      preHandler: edit,
    },
    async () => overdueItems(app.db),
  );

  app.get(
    `${BASE}/versions`,
    {
      schema: {
        tags,
        summary: '待审核与草稿中的版本',
        response: { 200: ContentVersionList, ...errors },
      },
      preHandler: edit,
    },
    async () => openVersions(app.db),
  );

  app.get(
    `${BASE}/versions/:id`,
    {
      schema: {
        tags,
        summary: '版本详情（含已发布内容与历史版本，用于对比）',
        params: VersionParams,
        response: { 200: ContentVersionDetail, ...errors },
      },
      preHandler: edit,
    },
    async (request) => versionDetail(app.db, request.params.id),
  );

  app.post(
    `${BASE}/drafts`,
    {
      schema: {
        tags,
        summary: '新建草稿（修改已发布内容或新增内容）',
        body: NewDraftBody,
        response: { 200: ContentVersionView, ...errors },
      },
      preHandler: edit,
    },
    async (request) => createDraft(app.db, auditActorOf(request), editorOf(request), request.body),
  );

  app.put(
    `${BASE}/versions/:id`,
    {
      schema: {
        tags,
        summary: '保存草稿',
        params: VersionParams,
        body: EditorialFields,
        response: { 200: ContentVersionView, ...errors },
      },
      preHandler: edit,
    },
    async (request) =>
      saveDraft(app.db, auditActorOf(request), editorOf(request), request.params.id, request.body),
  );

  app.post(
    `${BASE}/versions/:id/submit`,
    {
      schema: {
        tags,
        summary: '提交审核',
        params: VersionParams,
        response: { 200: ContentVersionView, ...errors },
      },
      preHandler: edit,
    },
    async (request) => submitDraft(app.db, auditActorOf(request), request.params.id),
  );

  app.post(
    `${BASE}/versions/:id/approve`,
    {
      schema: {
        tags,
        summary: '审核通过并发布（不能审核自己撰写的内容）',
        params: VersionParams,
        response: { 200: ContentVersionView, ...errors },
      },
      preHandler: review,
    },
    async (request) =>
      approveVersion(app.db, auditActorOf(request), editorOf(request), request.params.id),
  );

  app.post(
    `${BASE}/versions/:id/reject`,
    {
      schema: {
        tags,
        summary: '退回修改（须写明原因）',
        params: VersionParams,
        body: RejectBody,
        response: { 200: ContentVersionView, ...errors },
      },
      preHandler: review,
    },
    async (request) =>
      rejectVersion(
        app.db,
        auditActorOf(request),
        editorOf(request),
        request.params.id,
        request.body.reason,
      ),
  );

  app.post(
    `${BASE}/items/:kind/:id/archive`,
    {
      schema: {
        tags,
        summary: '下线已发布的内容',
        params: EditorialItemParams,
        response: { 200: ContentVersionView, ...errors },
      },
      preHandler: review,
    },
    async (request) =>
      archiveItem(
        app.db,
        auditActorOf(request),
        editorOf(request),
        request.params.kind,
        request.params.id,
      ),
  );
};

export default editorialRoutes;

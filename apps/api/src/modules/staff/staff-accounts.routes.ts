import {
  ErrorBody,
  IdParams,
  NewStaffBody,
  STAFF_API,
  StaffAccountView,
  StaffEnrolmentLink,
  StaffRoleBody,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { auditActorOf } from '../../plugins/staff-auth.js';
import { listStaff } from './staff-account.repository.js';
import {
  changeStaffRole,
  createStaff,
  disableStaff,
  enableStaff,
  resetStaffFactor,
  staffView,
} from './staff-accounts.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const linkOf = ({ staff, enrolment }: Awaited<ReturnType<typeof createStaff>>) => ({
  staff,
  enrolmentPath: enrolment.path,
});

/** The bureau's staff accounts: create (an enrolment link), disable, enable, reset, role. */
const staffAccountsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const bureau = app.staffOnly('staff.accounts');
  const tags = ['staff'];

  app.get(
    `${STAFF_API}/accounts`,
    {
      schema: {
        tags,
        summary: '工作人员账号列表',
        response: { 200: Type.Array(StaffAccountView), ...errors },
      },
      preHandler: bureau,
    },
    async () => (await listStaff(app.db)).map(staffView),
  );

  app.post(
    `${STAFF_API}/accounts`,
    {
      schema: {
        tags,
        summary: '新建工作人员账号，返回一次性开通链接',
        body: NewStaffBody,
        response: { 200: StaffEnrolmentLink, ...errors },
      },
      preHandler: bureau,
    },
    async (request) => linkOf(await createStaff(app.db, auditActorOf(request), request.body)),
  );

  app.post(
    `${STAFF_API}/accounts/:id/disable`,
    {
      schema: {
        tags,
        summary: '停用账号（立即结束其全部会话）',
        params: IdParams,
        response: { 200: StaffAccountView, ...errors },
      },
      preHandler: bureau,
    },
    async (request) => disableStaff(app.db, auditActorOf(request), request.params.id),
  );

  app.post(
    `${STAFF_API}/accounts/:id/enable`,
    {
      schema: {
        tags,
        summary: '重新启用账号',
        params: IdParams,
        response: { 200: StaffAccountView, ...errors },
      },
      preHandler: bureau,
    },
    async (request) => enableStaff(app.db, auditActorOf(request), request.params.id),
  );

  app.post(
    `${STAFF_API}/accounts/:id/reset-factor`,
    {
      schema: {
        tags,
        summary: '重置动态验证码，返回新的开通链接',
        params: IdParams,
        response: { 200: StaffEnrolmentLink, ...errors },
      },
      preHandler: bureau,
    },
    async (request) =>
      linkOf(await resetStaffFactor(app.db, auditActorOf(request), request.params.id)),
  );

  app.post(
    `${STAFF_API}/accounts/:id/role`,
    {
      schema: {
        tags,
        summary: '修改角色与所属医院或医生',
        params: IdParams,
        body: StaffRoleBody,
        response: { 200: StaffAccountView, ...errors },
      },
      preHandler: bureau,
    },
    async (request) =>
      changeStaffRole(app.db, auditActorOf(request), request.params.id, request.body),
  );
};

export default staffAccountsRoutes;

import {
  EnrolmentComplete,
  EnrolmentDone,
  EnrolmentToken,
  EnrolmentView,
  ErrorBody,
  STAFF_API,
  StaffSessionAnswer,
  StaffSignIn,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { auditActorOf, setStaffCookie, staffTokenFrom } from '../../plugins/staff-auth.js';
import { recordAudit } from '../../lib/audit.js';
import { signInStaff } from './sign-in.service.js';
import { completeEnrolment, viewEnrolment } from './staff-accounts.service.js';
import {
  STAFF_IDLE_MINUTES,
  csrfTokenOf,
  revokeStaffSession,
  type StaffSession,
} from './staff-session.repository.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

function sessionAnswer(staff: StaffSession | Omit<StaffSession, 'sessionId'>, token: string) {
  const { id, username, name, role, hospitalId, doctorId } = staff;
  return {
    staff: { id, username, name, role, hospitalId, doctorId },
    csrfToken: csrfTokenOf(token),
    idleMinutes: STAFF_IDLE_MINUTES,
  };
}

/** Staff sign-in and sign-out (api-contract.md), who is signed in, and the enrolment link. */
const staffSessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${STAFF_API}/session`,
    {
      schema: {
        tags: ['staff'],
        summary: '工作人员登录：用户名、密码和动态验证码（或恢复码）',
        body: StaffSignIn,
        response: { 200: StaffSessionAnswer, ...errors, 423: ErrorBody },
      },
    },
    async (request, reply) => {
      const { token, staff } = await signInStaff(app.db, app.passwordCost, request.body, {
        ip: request.ip,
        requestId: String(request.id),
      });
      setStaffCookie(request, reply, token);
      return sessionAnswer(staff, token);
    },
  );

  app.get(
    `${STAFF_API}/me`,
    {
      schema: {
        tags: ['staff'],
        summary: '当前登录的工作人员与写操作令牌',
        response: { 200: StaffSessionAnswer, 401: ErrorBody },
      },
      preHandler: app.staffOnly('signed_in'),
    },
    async (request) => sessionAnswer(request.staff!, staffTokenFrom(request)!),
  );

  app.delete(
    `${STAFF_API}/session`,
    {
      schema: {
        tags: ['staff'],
        summary: '工作人员退出登录',
        response: { 204: Type.Null(), 401: ErrorBody, 403: ErrorBody },
      },
      preHandler: app.staffOnly('signed_in'),
    },
    async (request, reply) => {
      const staff = request.staff!;
      await app.db.transaction().execute(async (trx) => {
        await revokeStaffSession(trx, staff.sessionId);
        await recordAudit(trx, auditActorOf(request), {
          action: 'staff.sign_out',
          entity: 'staff_session',
          entityId: staff.id,
        });
      });
      setStaffCookie(request, reply, null);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${STAFF_API}/enrolment`,
    {
      schema: {
        tags: ['staff'],
        summary: '开通链接：显示动态验证码的二维码',
        querystring: EnrolmentToken,
        response: { 200: EnrolmentView, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => viewEnrolment(app.db, request.query.token),
  );

  app.post(
    `${STAFF_API}/enrolment`,
    {
      schema: {
        tags: ['staff'],
        summary: '开通账号：设置密码并确认动态验证码，返回一次性显示的恢复码',
        body: EnrolmentComplete,
        response: { 200: EnrolmentDone, ...errors },
      },
    },
    async (request) => ({
      recoveryCodes: await completeEnrolment(app.db, app.passwordCost, request.body, {
        ip: request.ip,
        requestId: String(request.id),
      }),
    }),
  );
};

export default staffSessionRoutes;

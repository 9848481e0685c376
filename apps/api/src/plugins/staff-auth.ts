import { CSRF_HEADER, staffMay, type StaffPermission } from '@portal/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { AuditActor } from '../lib/audit.js';
import {
  csrfMatches,
  resolveStaffSession,
  type StaffSession,
} from '../modules/staff/staff-session.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a `staffOnly` check; routes behind it may rely on it. */
    staff: StaffSession | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a live staff session, 403 unless the role has `permission`. */
    staffOnly(permission: StaffPermission | 'signed_in'): preHandlerAsyncHookHandler;
    /** Whether a route hook is a staffOnly check (the OpenAPI document marks such routes). */
    isStaffCheck(hook: unknown): boolean;
  }
}

export const STAFF_COOKIE = 'staff_session';
const COOKIE_PATH = '/api/staff';
const EIGHT_HOURS_S = 8 * 60 * 60;

/** The staff session cookie's token, or undefined; citizen tokens are never read here. */
export function staffTokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STAFF_COOKIE) {
      const token = value.join('=');
      return token && token.length <= 128 ? token : undefined;
    }
  }
  return undefined;
}

/** HttpOnly, SameSite=Strict, only sent to the staff API; Secure when the request came by TLS. */
export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string | null) {
  const attributes = [
    `${STAFF_COOKIE}=${token ?? ''}`,
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${token ? EIGHT_HOURS_S : 0}`,
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}

/** Who did it, for recordAudit. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const staff = request.staff;
  return {
    staffId: staff?.id ?? null,
    username: staff?.username ?? null,
    role: staff?.role ?? null,
    hospitalId: staff?.hospitalId ?? null,
    ip: request.ip,
    requestId: String(request.id),
  };
}

/**
 * A hospital's staff see only their hospital: another hospital's objects answer 404, as if
 * they did not exist. The bureau sees every hospital.
 */
export function assertHospital(request: FastifyRequest, hospitalId: string | null | undefined) {
  const staff = request.staff;
  if (!staff) throw new AppError('UNAUTHENTICATED', 401, '请先登录工作台');
  if (staff.role === 'bureau_admin' || staff.role === 'editor' || staff.role === 'reviewer') return;
  if (!hospitalId || staff.hospitalId !== hospitalId) {
    throw new AppError('NOT_FOUND', 404, '内容不存在或已删除');
  }
}

export default fp(
  async function staffAuth(app: FastifyInstance) {
    app.decorateRequest('staff', null);
    const checks = new WeakSet<preHandlerAsyncHookHandler>();

    app.decorate('staffOnly', (permission: StaffPermission | 'signed_in') => {
      const check: preHandlerAsyncHookHandler = async (request) => {
        if (!request.staff) {
          const token = staffTokenFrom(request);
          const session = token ? await resolveStaffSession(app.db, token) : null;
          if (!session || !token) throw new AppError('UNAUTHENTICATED', 401, '请先登录工作台');
          // Writes carry the session's token in a header another site cannot set.
          if (request.method !== 'GET' && request.method !== 'HEAD') {
            if (!csrfMatches(token, request.headers[CSRF_HEADER] as string | undefined)) {
              throw new AppError('FORBIDDEN', 403, '页面已过期，请刷新后重试');
            }
          }
          request.staff = session;
        }
        if (permission !== 'signed_in' && !staffMay(request.staff.role, permission)) {
          throw new AppError('FORBIDDEN', 403, '您的角色无权执行此操作');
        }
        // Every route with a hospital in its path is checked here, so none can forget it; a
        // route that finds the hospital from an object (a doctor, a schedule) still asks itself.
        const { hospitalId } = (request.params ?? {}) as { hospitalId?: string };
        if (hospitalId !== undefined) assertHospital(request, hospitalId);
      };
      checks.add(check);
      return check;
    });

    app.decorate('isStaffCheck', (hook: unknown) => checks.has(hook as preHandlerAsyncHookHandler));

    // As for citizens (plugins/auth.ts): who is asking comes before what was sent, so the
    // check runs before validation too.
    app.addHook('onRoute', (route) => {
      const handlers = [route.preHandler ?? []].flat();
      const check = handlers.find((h) => checks.has(h as preHandlerAsyncHookHandler));
      if (!check) return;
      route.preValidation = [check, ...[route.preValidation ?? []].flat()];
    });
  },
  { name: 'staff-auth', dependencies: ['database'] },
);

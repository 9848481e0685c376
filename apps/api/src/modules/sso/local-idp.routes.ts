import { timingSafeEqual } from 'node:crypto';
import { ErrorBody, LOCAL_GOV_SSO_BASE, maskIdNumber, WEB_BASE } from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database.js';
import { GovSsoError, ValidateAnswer, ValidateRequest } from './gov-identity-provider.js';
import { signValidation } from './http-gov-provider.js';
import { LocalGovProvider } from './local-gov-provider.js';
import { renderLocalIdpPage } from './local-idp-page.js';
import {
  findLocalIdpPerson,
  issueLocalIdpTicket,
  listLocalIdpPeople,
} from './local-idp.repository.js';

/**
 * The local identity provider's own credentials for its validate endpoint. Development only:
 * this provider is served only when GOV_SSO_URL is unset, and the real service has its own.
 */
export const LOCAL_IDP_APP_ID = 'local-dev';
export const LOCAL_IDP_SECRET = 'local-dev-secret-not-for-production';

const DEFAULT_REDIRECT = `${WEB_BASE}home`;
const LOGIN_PATH = `${LOCAL_GOV_SSO_BASE}login`;
const MAX_CLOCK_SKEW_MS = 5 * 60_000;
const MAX_REDIRECT_LENGTH = 512;
const NO_SUCH_PERSON = '请选择要登录的测试人员';

/** A path inside the web app, or the home page: the stand-in must not become an open redirect. */
export function safeWebRedirect(raw: string | undefined): string {
  if (!raw || raw.length > MAX_REDIRECT_LENGTH || !raw.startsWith(WEB_BASE)) {
    return DEFAULT_REDIRECT;
  }
  // Browsers read backslashes as slashes and drop tabs and newlines; the app's own paths have
  // none of them, so refuse rather than guess how a browser would read the rest.
  if (raw.includes('\\') || [...raw].some((c) => c <= ' ' || c === '\u007f')) {
    return DEFAULT_REDIRECT;
  }
  const base = 'http://portal.invalid';
  const url = new URL(raw, base);
  if (url.origin !== base || !url.pathname.startsWith(WEB_BASE)) return DEFAULT_REDIRECT;
  return url.pathname + url.search;
}

function withTicket(redirect: string, ticket: string): string {
  const url = new URL(redirect, 'http://portal.invalid');
  url.searchParams.set('ticketId', ticket);
  return url.pathname + url.search;
}

const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: Type.String() } },
});

async function sendPage(
  db: Db,
  reply: FastifyReply,
  status: 200 | 400,
  redirect: string,
  error?: string,
) {
  const people = (await listLocalIdpPeople(db)).map((p) => ({
    id: p.id,
    name: p.name,
    maskedIdNo: maskIdNumber(p.id_no),
  }));
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(renderLocalIdpPage({ people, redirect, formAction: LOGIN_PATH, error }));
}

function signatureMatches(body: ValidateRequest): boolean {
  const expected = Buffer.from(signValidation(LOCAL_IDP_SECRET, body), 'hex');
  const given = Buffer.from(body.sign, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The local stand-in for the government portal (only when GOV_SSO_URL is unset): a page that
 * signs a test person in and sends them back with a ticket, and the signed validate endpoint
 * the real service offers, so the HTTP provider can be tried against it.
 */
const localIdpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const provider = new LocalGovProvider(app.db);

  app.get(LOCAL_GOV_SSO_BASE.slice(0, -1), { schema: { hide: true } }, (request, reply) => {
    const q = request.url.indexOf('?');
    return reply.redirect(LOCAL_GOV_SSO_BASE + (q === -1 ? '' : request.url.slice(q)), 302);
  });

  app.get(
    LOCAL_GOV_SSO_BASE,
    {
      schema: {
        tags: ['gov-sso-local'],
        summary: '本地模拟的政务服务平台登录页（仅开发和演示）',
        querystring: Type.Object({
          redirect: Type.Optional(Type.String({ title: '返回地址' })),
        }),
        response: { 200: htmlPage('登录页'), 400: ErrorBody },
      },
    },
    async (request, reply) => sendPage(app.db, reply, 200, safeWebRedirect(request.query.redirect)),
  );

  app.post(
    LOGIN_PATH,
    {
      schema: {
        tags: ['gov-sso-local'],
        summary: '以所选测试人员登录，签发 5 分钟内有效的一次性票据并跳回 12320',
        body: Type.Object({
          person: Type.Optional(Type.String({ title: '测试人员', maxLength: 128 })),
          redirect: Type.Optional(Type.String({ title: '返回地址' })),
        }),
        response: {
          302: Type.Null({ description: '跳回 12320，地址带 ticketId' }),
          400: {
            description: '未选择或不存在的测试人员',
            content: {
              'text/html': { schema: Type.String() },
              'application/json': { schema: ErrorBody },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const redirect = safeWebRedirect(request.body.redirect);
      const personId = request.body.person;
      const person = personId ? await findLocalIdpPerson(app.db, personId) : undefined;
      if (!person) return sendPage(app.db, reply, 400, redirect, NO_SUCH_PERSON);
      const ticket = await issueLocalIdpTicket(app.db, person.id);
      return reply.header('cache-control', 'no-store').redirect(withTicket(redirect, ticket), 302);
    },
  );

  app.post(
    `${LOCAL_GOV_SSO_BASE}api/validate`,
    {
      schema: {
        tags: ['gov-sso-local'],
        summary: '校验登录票据（与政务服务平台相同的签名协议）',
        body: ValidateRequest,
        response: { 200: ValidateAnswer, 400: ErrorBody, 401: ValidateAnswer },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.appId !== LOCAL_IDP_APP_ID) {
        return reply.code(401).send({ ok: false, message: '应用标识未登记' });
      }
      if (!signatureMatches(body)) {
        return reply.code(401).send({ ok: false, message: '签名不正确' });
      }
      if (Math.abs(Date.now() - Number(body.timestamp)) > MAX_CLOCK_SKEW_MS) {
        return reply.code(401).send({ ok: false, message: '请求时间戳超出允许范围' });
      }
      try {
        return { ok: true as const, person: await provider.validateTicket(body.ticketId) };
      } catch (err) {
        if (err instanceof GovSsoError) return { ok: false as const, message: err.message };
        throw err;
      }
    },
  );
};

export default localIdpRoutes;

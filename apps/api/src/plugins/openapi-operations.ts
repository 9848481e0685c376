import { API, LOCAL_GOV_SSO_BASE } from '@portal/contract';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { OPERATION_IDS } from './operation-ids.js';

/** How a caller proves who it is, as the document's `components.securitySchemes` name it. */
export const SECURITY_SCHEMES = {
  citizenSession: {
    type: 'apiKey',
    in: 'query',
    name: 'user',
    description:
      '市民的登录凭证：/api/chk_login 返回的 token，放在查询参数 user 中（表单提交也可放在表单字段 user）。空闲 30 分钟或登录 12 小时后失效。',
  },
  citizenBearer: {
    type: 'http',
    scheme: 'bearer',
    description: '同一登录凭证放在请求头 Authorization: Bearer <token>，与 citizenSession 二选一。',
  },
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'staff_session',
    description:
      '工作人员的会话 Cookie（POST /api/staff/session 登录后设置，仅发往 /api/staff）；写操作还须带请求头 X-CSRF-Token（登录答复中的 csrfToken）。空闲 15 分钟或登录 8 小时后失效。',
  },
  hospitalKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      '医院系统的接口密钥（Authorization: Bearer hk_…），由卫生健康局为每家医院签发，只用于 /api/ingest/*。',
  },
} as const;

type Security = Record<string, string[]>[];

const CITIZEN: Security = [{ citizenSession: [] }, { citizenBearer: [] }];
const HOSPITAL: Security = [{ hospitalKey: [] }];
const STAFF: Security = [{ staffSession: [] }];
const PUBLIC: Security = [];

/**
 * Routes that read the session in their handler rather than through a preHandler: the current
 * user and logout answer signed-out callers too (`{}`: no credentials), and an imaging report
 * or its image takes in `user` either the session token or a share code.
 */
const SESSION_IN_HANDLER: Record<string, Security> = {
  [API.getUser]: [...CITIZEN, {}],
  [API.logout]: [...CITIZEN, {}],
  [API.pacsReport]: [{ citizenSession: [] }],
  [API.reportImage]: [{ citizenSession: [] }],
};

/** The tags operations are grouped by, in the order Swagger UI shows them. */
export const TAGS = [
  { name: 'auth', description: '注册、登录（/api/chk_login 返回登录凭证）、退出、密码与登录验证' },
  { name: 'access', description: '页面权限检查' },
  { name: 'sso', description: '政务服务平台单点登录' },
  { name: 'identity', description: '实名认证、就诊人及查看其健康记录的同意' },
  { name: 'users', description: '个人资料、头像与已上传的文件' },
  { name: 'hospitals', description: '医院、科室、医生、排班与号源（公开）' },
  { name: 'booking', description: '预约挂号、取消与候补（需登录）' },
  {
    name: 'ingest',
    description: '医院系统推送数据（医院接口密钥）：排班、就诊状态、报告、卡、档案、药品库存',
  },
  { name: 'reports', description: '检验、微生物、影像报告与分享（需实名）' },
  { name: 'cards', description: '就诊卡与电子健康卡（需实名）' },
  { name: 'health-profile', description: '居民健康档案（需实名）' },
  { name: 'points', description: '积分' },
  { name: 'constitution', description: '中医体质辨识' },
  { name: 'interact', description: '医患互动：就医评价' },
  { name: 'search', description: '全站搜索' },
  { name: 'drugs', description: '药品查询' },
  { name: 'wiki', description: '健康百科：文章、疾病与图解' },
  { name: 'inquiry', description: '便民查询' },
  { name: 'help', description: '帮助中心' },
  { name: 'public-health', description: '基本公共卫生服务与公告' },
  { name: 'home', description: '首页内容' },
  { name: 'site', description: '站点设置' },
  { name: 'health', description: '存活与就绪检查' },
  { name: 'staff', description: '工作台（工作人员）：登录、账号、审计及各角色的管理操作' },
];

type Hook = RouteOptions['preHandler'];
const hooksOf = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preValidation, route.preHandler].flatMap((hook: Hook) =>
    hook === undefined ? [] : Array.isArray(hook) ? hook : [hook],
  );

/**
 * Per route, for the document only (validation keeps the route's own schema): the security
 * its auth hook implies, unless the route declares its own; the local stand-in for the
 * government identity service is left out, since it is no part of this API and production
 * (GOV_SSO_URL set) does not have it.
 */
export function routeTransform(app: FastifyInstance) {
  return ({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }) => {
    if (url.startsWith(LOCAL_GOV_SSO_BASE)) return { schema: { ...schema, hide: true }, url };
    const hooks = hooksOf(route);
    const security =
      schema?.security ??
      (hooks.includes(app.requireHospital)
        ? HOSPITAL
        : hooks.some((h) => app.isStaffCheck(h))
          ? STAFF
          : hooks.includes(app.requireUser) || hooks.includes(app.requireVerified)
            ? CITIZEN
            : (SESSION_IN_HANDLER[url] ?? PUBLIC));
    return { schema: { ...schema, security }, url };
  };
}

interface Parameter {
  name: string;
  in: string;
  description?: string;
}
type Operation = { operationId?: string; parameters?: Parameter[] };
interface Document {
  paths?: Record<string, Record<string, Operation>>;
}

/**
 * Names every operation from OPERATION_IDS (per method: one route may answer several), and
 * gives a wildcard route's `{*}` a parameter name generators accept.
 */
export function documentTransform<D extends object>(doc: D): D {
  const paths: NonNullable<Document['paths']> = {};
  for (const [path, item] of Object.entries((doc as Document).paths ?? {})) {
    const named = path.replace('{*}', '{path}');
    for (const [method, operation] of Object.entries(item)) {
      const operationId = OPERATION_IDS[`${method.toUpperCase()} ${named}`];
      if (operationId) operation.operationId = operationId;
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path' && parameter.name === '*') {
          parameter.name = 'path';
          parameter.description = '上传时答复的文件路径（可含 /）';
        }
      }
    }
    paths[named] = item;
  }
  return { ...doc, paths };
}

import {
  AccessActionParams,
  AccessRuleBody,
  AccessRuleView,
  ErrorBody,
  SiteSettingsBody,
  SiteSettingsView,
  STAFF_API,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { auditActorOf } from '../../plugins/staff-auth.js';
import { accessPolicy, changeAccessRule } from './access-policy.service.js';
import { siteSettings, updateSiteSettings } from './site-settings.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['staff'];

/** The bureau's site settings and the access policy of chk_webaction. */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const site = app.staffOnly('site.settings');
  const access = app.staffOnly('access.policy');

  app.get(
    `${STAFF_API}/site`,
    {
      schema: {
        tags,
        summary: '站点设置（热线、页脚、账号规则）',
        response: { 200: SiteSettingsView, ...errors, 503: ErrorBody },
      },
      preHandler: site,
    },
    async () => siteSettings(app.db),
  );

  app.put(
    `${STAFF_API}/site`,
    {
      schema: {
        tags,
        summary: '修改站点设置，市民端立即生效',
        body: SiteSettingsBody,
        response: { 200: SiteSettingsView, ...errors, 503: ErrorBody },
      },
      preHandler: site,
    },
    async (request) => updateSiteSettings(app.db, auditActorOf(request), request.body),
  );

  app.get(
    `${STAFF_API}/access-policy`,
    {
      schema: {
        tags,
        summary: '页面访问策略（chk_webaction 各动作的访问要求）',
        response: { 200: Type.Array(AccessRuleView), ...errors },
      },
      preHandler: access,
    },
    async () => accessPolicy(app.db),
  );

  app.put(
    `${STAFF_API}/access-policy/:action`,
    {
      schema: {
        tags,
        summary: '修改一个动作的访问要求',
        params: AccessActionParams,
        body: AccessRuleBody,
        response: { 200: AccessRuleView, ...errors },
      },
      preHandler: access,
    },
    async (request) =>
      changeAccessRule(
        app.db,
        auditActorOf(request),
        request.params.action,
        request.body.requirement,
      ),
  );
};

export default settingsRoutes;

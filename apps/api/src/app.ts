import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppConfig } from './config/config.js';
import { loggerOptions, requestIdFrom, requestIdSequence } from './lib/logger.js';
import accessRoutes from './modules/access/access.routes.js';
import authRoutes from './modules/auth/auth.routes.js';
import bookingRoutes from './modules/booking/booking.routes.js';
import drawsRoutes from './modules/draws/draws.routes.js';
import cardsRoutes from './modules/cards/cards.routes.js';
import deviceKeysRoutes from './modules/cards/device-keys.routes.js';
import constitutionRoutes from './modules/constitution/constitution.routes.js';
import drugIngestRoutes from './modules/drugs/drug-ingest.routes.js';
import drugsRoutes from './modules/drugs/drugs.routes.js';
import healthRoutes from './modules/health/health.routes.js';
import healthProfileRoutes from './modules/health-profile/health-profile.routes.js';
import helpRoutes from './modules/help/help.routes.js';
import homeRoutes from './modules/home/home.routes.js';
import hospitalsRoutes from './modules/hospitals/hospitals.routes.js';
import familyRoutes from './modules/identity/family.routes.js';
import identityRoutes from './modules/identity/identity.routes.js';
import recordAccessRoutes from './modules/identity/record-access.routes.js';
import inquiryRoutes from './modules/inquiry/inquiry.routes.js';
import consultInboxRoutes from './modules/interact/consult-inbox.routes.js';
import consultationsRoutes from './modules/interact/consultations.routes.js';
import evaluationsRoutes from './modules/interact/evaluations.routes.js';
import ingestRoutes from './modules/ingest/ingest.routes.js';
import searchRoutes from './modules/search/search.routes.js';
import searchInsightsRoutes from './modules/search/search-insights.routes.js';
import pointsRoutes from './modules/points/points.routes.js';
import publicHealthRoutes from './modules/public-health/public-health.routes.js';
import reportIngestRoutes from './modules/reports/report-ingest.routes.js';
import reportsRoutes from './modules/reports/reports.routes.js';
import { findSiteConfig } from './modules/site/site.repository.js';
import siteRoutes, { SITE_CONFIG_LIFETIME } from './modules/site/site.routes.js';
import localIdpRoutes from './modules/sso/local-idp.routes.js';
import ssoRoutes from './modules/sso/sso.routes.js';
import usersRoutes from './modules/users/users.routes.js';
import wikiRoutes from './modules/wiki/wiki.routes.js';
import auditRoutes from './modules/staff/audit.routes.js';
import hospitalAdminRoutes from './modules/hospital-admin/hospital-admin.routes.js';
import hospitalPeopleRoutes from './modules/hospital-admin/people.routes.js';
import hospitalDeskRoutes from './modules/hospital-desk/hospital-desk.routes.js';
import bureauCitizensRoutes from './modules/bureau/citizens.routes.js';
import bureauSettingsRoutes from './modules/bureau/settings.routes.js';
import dashboardRoutes from './modules/dashboard/dashboard.routes.js';
import staffAccountsRoutes from './modules/staff/staff-accounts.routes.js';
import staffSessionRoutes from './modules/staff/staff-session.routes.js';
import editorialRoutes from './modules/editorial/editorial.routes.js';
import editorialPreviewRoutes from './modules/editorial-preview/editorial-preview.routes.js';
import auth from './plugins/auth.js';
import compress from './plugins/compress.js';
import database from './plugins/database.js';
import errorHandler, { handleError, notFoundHandler } from './plugins/error-handler.js';
import finiteNumbers, { finiteNumbersKeyword } from './plugins/finite-numbers.js';
import hospitalAuth from './plugins/hospital-auth.js';
import noNul from './plugins/no-nul.js';
import openapi from './plugins/openapi.js';
import rateLimit from './plugins/rate-limit.js';
import requestLog from './plugins/request-log.js';
import security from './plugins/security.js';
import services from './plugins/services.js';
import staffAuth from './plugins/staff-auth.js';
import staffWeb from './plugins/staff-web.js';
import { lazySerializerController } from './lib/lazy-serializers.js';
import { sharedChangeCount } from './lib/shared-change.js';
import sitemap from './plugins/sitemap.js';
import staticWeb from './plugins/static-web.js';

const ONE_MIB = 1024 * 1024;

/**
 * Builds the whole application without listening, so tests drive it in-process with
 * `app.inject` and server.ts adds only the process concerns (migrate, seed, listen, signals).
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const logging = loggerOptions(config);
  const nextRequestId = requestIdSequence();
  const app = Fastify({
    logger: logging,
    // plugins/request-log writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => requestIdFrom(req.headers['x-request-id'], nextRequestId),
    // Trust the peer (nginx) only: it appends the address it saw to X-Forwarded-For, so the
    // last entry is the client; entries left of it come from the client and may be forged.
    // (Fastify's numeric hop count fails closed, hence the function.)
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    frameworkErrors: handleError,
    bodyLimit: ONE_MIB,
    // Keep-alive sockets would otherwise hold a graceful shutdown open.
    forceCloseConnections: 'idle',
    ajv: {
      // One error per request, carrying the failing schema so the message can use its title.
      customOptions: { allErrors: false, verbose: true },
      plugins: [finiteNumbersKeyword],
    },
    ...(config.lazySerializers ? { schemaController: lazySerializerController() } : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorHandler);
  await app.register(requestLog, { stream: logging.stream });
  await app.register(database, { database: config.database });
  await app.register(services, { config });
  await app.register(auth);
  await app.register(staffAuth);
  await app.register(security);
  await app.register(compress);
  await app.register(formbody, { bodyLimit: ONE_MIB });
  await app.register(noNul);
  await app.register(finiteNumbers);
  // Swagger and the rate limit hook into routes as they are added, so they come first.
  await app.register(openapi);
  await app.register(rateLimit, { rateLimit: config.rateLimit });
  // Probing unknown /api paths counts against the limit like any other API call.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, notFoundHandler);

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(authRoutes);
  await app.register(accessRoutes);
  await app.register(ssoRoutes);
  if (config.govSso.mode === 'local') await app.register(localIdpRoutes);
  await app.register(identityRoutes);
  await app.register(familyRoutes);
  await app.register(recordAccessRoutes);
  await app.register(usersRoutes);
  await app.register(hospitalAuth);
  await app.register(hospitalsRoutes);
  await app.register(bookingRoutes);
  await app.register(drawsRoutes);
  await app.register(ingestRoutes);
  await app.register(searchRoutes);
  await app.register(searchInsightsRoutes);
  await app.register(pointsRoutes);
  await app.register(constitutionRoutes);
  await app.register(cardsRoutes);
  await app.register(deviceKeysRoutes);
  await app.register(healthProfileRoutes);
  await app.register(inquiryRoutes);
  await app.register(evaluationsRoutes);
  await app.register(consultationsRoutes);
  await app.register(consultInboxRoutes);
  await app.register(wikiRoutes);
  await app.register(drugsRoutes);
  await app.register(drugIngestRoutes);
  await app.register(helpRoutes);
  await app.register(publicHealthRoutes);
  await app.register(homeRoutes);
  await app.register(reportsRoutes);
  await app.register(reportIngestRoutes);
  // The staff console's API (apps/staff); every route checks its permission in staff-auth.
  await app.register(staffSessionRoutes);
  await app.register(staffAccountsRoutes);
  await app.register(editorialRoutes);
  await app.register(editorialPreviewRoutes);
  await app.register(auditRoutes);
  await app.register(hospitalAdminRoutes);
  await app.register(hospitalPeopleRoutes);
  await app.register(hospitalDeskRoutes);
  await app.register(bureauSettingsRoutes);
  await app.register(bureauCitizensRoutes);
  await app.register(dashboardRoutes);
  // /sitemap.xml and /robots.txt for search engines, at the root where they look.
  await app.register(sitemap, {
    publicOrigin: config.publicOrigin,
    ttlMs: SITE_CONFIG_LIFETIME.ttlMs,
  });
  await app.register(staticWeb, {
    webDist: config.webDist,
    loadSite: () => findSiteConfig(app.db),
    siteTtlMs: SITE_CONFIG_LIFETIME.ttlMs,
    siteChangeCount: () => sharedChangeCount(app.db),
    publicOrigin: config.publicOrigin,
  });
  await app.register(staffWeb, { staffDist: config.staffDist });

  return app;
}

import type { AddressInfo } from 'node:net';
import { WEB_BASE } from '@portal/contract';
import { buildApp } from './app.js';
import { loadConfigOrExit } from './config/config.js';
import { migrateToLatest } from './db/migrator.js';
import { holdServingLock } from './db/serving-lock.js';
import { flushLogs } from './lib/logger.js';
import { seedDemoCounty } from './seed/demo-county.js';
import { seedDemoConsultations } from './seed/demo-consultations.js';
import { seedDemoEvaluations } from './seed/demo-evaluations.js';
import { keepDemoWindow } from './seed/demo-schedules.js';
import { runPeriodically } from './lib/jobs.js';
import { runDueDraws } from './modules/draws/draw-run.js';
import { pruneSearchStats } from './modules/search/search-insights.service.js';
import { sweepBookings } from './modules/booking/hospital-side.service.js';
import { prepareDraws } from './modules/draws/draw-prepare.js';
import { sendReminders } from './modules/booking/reminders.js';
import { ensureAccessPolicy } from './modules/access/access.repository.js';
import { ensureBookingIndexed } from './modules/hospitals/hospital-search.js';
import { countSettings } from './modules/site/site.repository.js';
import { CONTENT_SETS } from './modules/content/content-sets.js';
import { loadContent } from './modules/content/content.service.js';
import { contentRoot } from './lib/content/content-file.js';
import { creditVerifiedAccounts } from './modules/points/points.service.js';
import { sweepConsultations } from './modules/interact/consult-clock.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = loadConfigOrExit(process.env);
// Before the database opens: `cli restore` refuses while this process lives, and a restore
// already running finishes before this server reads anything.
if (config.database.kind === 'sqlite') holdServingLock(config.database.file);
const app = await buildApp(config);

const applied = await migrateToLatest(app.db);
if (applied.length > 0) {
  app.log.info({ migrations: applied.map((m) => m.migrationName) }, 'migrations applied');
}
// New actions get their default requirement; rows an operator changed stay as they are.
await ensureAccessPolicy(app.db);
// Accounts verified before the points ledger existed get their identity award, once.
const credited = await creditVerifiedAccounts(app.db);
if (credited > 0) app.log.info({ accounts: credited }, 'identity points credited');
// Content whose files changed since the last start (all of it on a new database), before the
// demo seed, whose feeds (drug stock) refer to the catalogue.
for (const loaded of await loadContent(app.db, contentRoot(), CONTENT_SETS)) {
  if (loaded.items !== undefined)
    app.log.info({ set: loaded.name, items: loaded.items }, 'content loaded');
}
// Seed only an empty database: operators' later edits must survive a restart.
if ((await countSettings(app.db)) === 0) {
  await seedDemoCounty(app.db);
  await seedDemoEvaluations(app.db);
  await seedDemoConsultations(app.db);
  app.log.info('demo county seeded');
}
if (await ensureBookingIndexed(app.db)) app.log.info('hospitals, departments and doctors indexed');

// Background work, safe with several processes on one PostgreSQL: the demo county's rolling
// window of schedules, the no-show sweep (and lapsing waiting entries), reminders from 18:00 the
// day before, and the consultation clocks (to the department at 48 h, expiry 48 h later,
// closing 7 days after the last reply). The window's first fill is awaited: the demo county's
// schedules are its seed, and the start message below means they are there to book.
await runPeriodically(app, 'demo-schedule-window', () => keepDemoWindow(app.db, app.sms));
// A net under the draws made when schedules are published and rules change: any schedule not
// yet released that lacks its draw (or has one it should not) is put right within the hour.
void runPeriodically(app, 'draw-prepare', () => prepareDraws(app.db));
// Draws whose window has ended are made within seconds; claimDraw lets one process make each.
void runPeriodically(app, 'draws', () => runDueDraws(app), 5_000);
void runPeriodically(app, 'booking-sweep', () => sweepBookings(app.db), 15 * 60_000);
void runPeriodically(app, 'booking-reminders', () => sendReminders(app), 15 * 60_000);
// What people searched is kept 180 days (SEARCH_STATS_KEPT_DAYS), then deleted.
void runPeriodically(app, 'search-stats-prune', () => pruneSearchStats(app.db), 6 * 60 * 60_000);
void runPeriodically(
  app,
  'consult-clock',
  () => sweepConsultations(app.db, app.sms, new Date(), app.log),
  5 * 60_000,
);

let shuttingDown = false;
function shutdown(signal: NodeJS.Signals) {
  if (shuttingDown) {
    app.log.warn({ signal }, 'second signal, exiting now');
    process.exit(1);
  }
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error('shutdown took longer than 10 s, exiting');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  // close() stops accepting, waits for in-flight requests, then the onClose hooks free the DB.
  app.close().then(
    () => process.exit(0),
    (err: unknown) => {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    },
  );
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as AddressInfo;
const host = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
// Last on the screen: after the lines about migrating, seeding and listening.
flushLogs();
process.stdout.write(`12320 健康服务平台已启动：http://${host}:${port}${WEB_BASE}\n`);

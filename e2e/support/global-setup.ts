import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { TestProject } from 'vitest/node';
import { root, startPortal } from '../../tools/portal-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The portal's log, where the demo SMS provider writes its codes. */
    portalLog: string;
    /** The portal's SQLite file, for the CLI (hospital API keys). */
    portalDb: string;
  }
}

/**
 * Journeys run against the real production entry (the built API serving the built web app) on a
 * fresh SQLite file and a free port, as a newcomer's `npm start` would.
 */
export default async function setup(project: TestProject) {
  const built = ['apps/api/dist/server.js', 'apps/web/dist/index.html'];
  if (!built.every((file) => existsSync(join(root, file)))) {
    throw new Error('浏览器测试需要先构建：npm run build（npm test 会自动构建）');
  }
  const portalLog = join(mkdtempSync(join(tmpdir(), 'portal-e2e-')), 'portal.log');
  // info, not warn: SMS codes reach the log at info, like on a newcomer's machine.
  const portal = await startPortal(0, { RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'info' }, portalLog);
  // Every journey registers its people from this one address, as a crowd behind one NAT would:
  // the per-client hourly SMS budget is raised the way an operator would (README, Account
  // numbers), before any journey asks for a code. The per-phone limits stay as they are.
  const db = new Database(portal.sqliteFile);
  db.prepare(
    'INSERT INTO site_setting (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run('rules.account', JSON.stringify({ smsClientHourlyMax: 200 }), new Date().toISOString());
  db.close();
  project.provide('baseURL', portal.baseURL);
  project.provide('portalLog', portalLog);
  project.provide('portalDb', portal.sqliteFile);
  return () => portal.stop();
}

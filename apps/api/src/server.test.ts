import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { writeTestWebDist } from './test/web-dist.js';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'portal-server-test-'));
/** Servers still running when a test fails part way, stopped so none outlives the run. */
const running = new Set<ChildProcess>();
afterAll(() => {
  running.forEach((child) => child.kill('SIGKILL'));
  rmSync(dir, { recursive: true, force: true });
});

function startServer(env: Record<string, string> = {}) {
  writeTestWebDist(path.join(dir, 'web'));
  // `source` resolves @portal/contract to its TypeScript, as under vitest.
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: apiRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        SQLITE_FILE: path.join(dir, 'portal.db'),
        WEB_DIST: path.join(dir, 'web'),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  child.on('exit', () => running.delete(child));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // What the server wrote before its start message.
  let before = '';
  const listening = new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /已启动：(http:\/\/\S+)/.exec(stdout);
      if (match?.[1] && !before) {
        before = stdout.slice(0, match.index);
        resolve(match[1]);
      }
    });
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening: ${stderr}`)),
    );
  });
  return { child, listening, exited, output: () => before };
}

// Starting compiles the server with tsx and seeds the demo county: on a loaded two-core machine
// that took over 20 s (the project's default wait), so these wait longer. Not a speed check.
const START_WAIT = 90_000;

describe('server entry', () => {
  it(
    'starts on a fresh database, serves the seeded site, and exits 0 on SIGTERM',
    { timeout: START_WAIT },
    async () => {
      const { child, listening, exited, output } = startServer({ LOG_LEVEL: 'info' });
      const url = await listening;
      // The start message comes last, once the server listens and the demo county can be booked:
      // seeded, and the first fill of its schedules (a background job) done.
      expect(output()).toContain('"msg":"demo county seeded"');
      expect(output()).toMatch(/"job":"demo-schedule-window"[^\n]*"msg":"job done"/);
      expect(output()).toContain('"msg":"Server listening at');
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/12320\/$/);

      const origin = new URL(url).origin;
      // A keep-alive connection stays open after this; shutdown must not wait for it.
      const res = await fetch(`${origin}/api/site/config`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { countyName: string }).countyName).toBe('青禾县');

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
  );

  it(
    'keeps operator edits on restart instead of seeding again',
    { timeout: START_WAIT },
    async () => {
      const sqlite = new Database(path.join(dir, 'portal.db'));
      sqlite
        .prepare("update site_setting set value = ? where key = 'site.hotline'")
        .run('"12320-9"');
      sqlite.close();

      const { child, listening, exited } = startServer();
      const origin = new URL(await listening).origin;
      const res = await fetch(`${origin}/api/site/config`);
      expect(((await res.json()) as { hotline: string }).hotline).toBe('12320-9');
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
  );
});

import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Shared by the browser journeys (e2e/) and the benchmarks (bench/). */
export const root = fileURLToPath(new URL('..', import.meta.url));

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for Debian's Chromium on these machines: headless, and no background connections. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Benchmarks keep the server and its client on separate cores, so neither steals the other's
 * time and a ratio between two servers compares the servers: `BENCH_SERVER_CPUS` (default the
 * last core, when there are two or more) is where servers run.
 */
export function serverCpus(): string | undefined {
  const count = cpus().length;
  return process.env.BENCH_SERVER_CPUS ?? (count >= 2 ? String(count - 1) : undefined);
}

/** Starts a Node process and resolves once it prints its ready line; rejects with its output. */
export function startProcess(
  args: string[],
  env: Record<string, string>,
  /** Also appends everything the process prints to this file, for as long as it runs. */
  logFile?: string,
  /** Runs it on these cores only (taskset's list, e.g. "1"). */
  cpus?: string,
): Promise<{ child: ChildProcess; output: string }> {
  const [command, commandArgs] = cpus
    ? ['taskset', ['-c', cpus, process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  if (logFile) {
    const write = (b: Buffer) => appendFileSync(logFile, b);
    child.stdout?.on('data', write);
    child.stderr?.on('data', write);
  }
  let ready = false;
  return new Promise((done, fail) => {
    // Kept only until the ready line: a benchmark at info level would otherwise pile up its log.
    child.stderr?.on('data', (b: Buffer) => {
      if (!ready) output += b.toString();
    });
    child.stdout?.on('data', (b: Buffer) => {
      if (ready) return;
      output += b.toString();
      if (/ready|已启动/.test(output)) {
        ready = true;
        done({ child, output });
      }
    });
    child.once('exit', (code) => fail(new Error(`process exited with ${code}:\n${output}`)));
  });
}

/**
 * The built portal (`npm run build` first) on a fresh SQLite file, as `npm start` runs it;
 * port 0 picks a free one.
 */
export async function startPortal(
  port = 0,
  env: Record<string, string> = {},
  logFile?: string,
  cpus?: string,
) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-run-'));
  const sqliteFile = env.SQLITE_FILE ?? join(dir, 'portal.db');
  const { child, output } = await startProcess(
    ['apps/api/dist/server.js'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SQLITE_FILE: sqliteFile,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      UPLOAD_DIR: join(dir, 'uploads'),
      ...env,
    },
    logFile,
    cpus,
  );
  // The ready line names the real port, which matters when port 0 asked for a free one.
  const actualPort = Number(output.match(/:(\d+)\/12320\//)?.[1] ?? port);
  return {
    baseURL: `http://127.0.0.1:${actualPort}`,
    /** The database file, for the CLI (hospital keys) in journeys. */
    sqliteFile,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

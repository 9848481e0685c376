import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import pg from 'pg';
import { root, startProcess } from '../../tools/portal-process.js';

/** The server and CLI as systemd runs them (`npm run build` first). */
const SERVER = 'apps/api/dist/server.js';
const CLI = 'apps/api/dist/cli.js';

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own on the test PostgreSQL, dropped by `drop()`. */
export async function freshDatabase(adminUrl: string) {
  const name = `deploy_${randomBytes(5).toString('hex')}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(adminUrl, `drop database ${name} with (force)`),
  };
}

/** `node apps/api/dist/cli.js migrate`, as portal-migrate.service runs it, once. */
export function migrateOnce(databaseUrl: string): string {
  const run = spawnSync(process.execPath, [CLI, 'migrate'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`迁移失败：\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

export interface ApiProcess {
  port: number;
  base: string;
  child: ChildProcess;
  /** Resolves with the signal that ended the process. */
  exited: Promise<NodeJS.Signals | null>;
}

/**
 * One API process as portal-api@.service starts it (environment of deploy/env.example) on a
 * free loopback port, resolved once it prints its ready line.
 */
export async function startApi(databaseUrl: string, uploadDir: string): Promise<ApiProcess> {
  const { child, output } = await startProcess([SERVER], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: 'true',
    RATE_LIMIT_STORE: 'database',
    // Every client here is 127.0.0.1 behind nginx: one counter for the whole crowd.
    RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'warn',
    UPLOAD_DIR: uploadDir,
  });
  const port = Number(output.match(/:(\d+)\/12320\//)?.[1]);
  if (!port) throw new Error(`API 进程未报告端口：\n${output}`);
  const exited = once(child, 'exit').then(([, signal]) => signal as NodeJS.Signals | null);
  return { port, base: `http://127.0.0.1:${port}`, child, exited };
}

/** SIGTERM, then waits for the exit; a process already gone is left alone. */
export async function stopApi(api: ApiProcess) {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGTERM');
  await api.exited;
}

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { root } from '../../tools/portal-process.js';

/** The file the bureau installs; the test runs it with only its ports and paths changed. */
export const PORTAL_CONF = join(root, 'deploy/nginx/portal.conf');
/** The main configuration Debian's package installs, which includes the site on the servers. */
const DEBIAN_CONF = '/etc/nginx/nginx.conf';

/**
 * Debian's nginx (`.ci/run` installs it when missing; NGINX_PATH names another binary) with the
 * configuration its package installs; undefined when either is absent.
 */
export function findNginx(): string | undefined {
  const path = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  return existsSync(path) && existsSync(DEBIAN_CONF) ? path : undefined;
}

/** Replaces `from` in `file`'s text, failing when the file no longer has it. */
function swap(
  file: string,
  text: string,
  from: string | RegExp,
  to: (match: string, index: number) => string,
) {
  let count = 0;
  const pattern = typeof from === 'string' ? new RegExp(escape(from), 'g') : from;
  const result = text.replace(pattern, (match) => to(match, count++));
  if (count === 0) throw new Error(`${file} 中找不到 ${String(from)}`);
  return { result, count };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * deploy/nginx/portal.conf with the test's API ports (one upstream line each, in order), its
 * listening port on loopback, the checkout's web build and a log folder of its own.
 */
function renderPortalConf(options: {
  apiPorts: number[];
  listenPort: number;
  webDist: string;
  logDir: string;
}): string {
  let text = readFileSync(PORTAL_CONF, 'utf8');
  const upstream = swap(PORTAL_CONF, text, /server 127\.0\.0\.1:\d+ /g, (_m, i) => {
    const port = options.apiPorts[i];
    if (port === undefined) throw new Error('portal.conf 的 upstream 行数多于测试的 API 进程数');
    return `server 127.0.0.1:${port} `;
  });
  if (upstream.count !== options.apiPorts.length) {
    throw new Error(
      `portal.conf 有 ${upstream.count} 个 upstream 行，测试启动了 ${options.apiPorts.length} 个进程`,
    );
  }
  text = upstream.result;
  text = swap(
    PORTAL_CONF,
    text,
    'listen 80 default_server;',
    () => `listen 127.0.0.1:${options.listenPort} default_server;`,
  ).result;
  text = swap(PORTAL_CONF, text, '/srv/portal/apps/web/dist/', () => `${options.webDist}/`).result;
  text = swap(PORTAL_CONF, text, '/var/log/nginx/', () => `${options.logDir}/`).result;
  return text;
}

/**
 * Debian's own nginx.conf around it (its http block: mime types, sendfile, gzip on, ...), with
 * the site included in place of sites-enabled and everything nginx writes (pid, logs, temp
 * files) in `dir`, in the foreground: never the system's nginx.
 */
function mainConf(dir: string, siteFile: string): string {
  let text = readFileSync(DEBIAN_CONF, 'utf8');
  const replace = (from: string | RegExp, to: string) => {
    text = swap(DEBIAN_CONF, text, from, () => to).result;
  };
  // As root, workers would switch to www-data, who cannot write this test's temp folders.
  replace(/^user .*;$/m, process.getuid?.() === 0 ? `user ${userInfo().username};` : '');
  replace(/^pid .*;$/m, `daemon off;\npid ${join(dir, 'nginx.pid')};`);
  replace(/^error_log .*;$/m, `error_log ${join(dir, 'error.log')} warn;`);
  replace(/access_log .*;/, `access_log ${join(dir, 'access.log')};`);
  replace(/include \/etc\/nginx\/conf\.d\/.*;/, '');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => {
    mkdirSync(join(dir, name), { recursive: true });
    return `${name}_temp_path ${join(dir, name)};`;
  });
  replace(/include \/etc\/nginx\/sites-enabled\/.*;/, [...temp, `include ${siteFile};`].join('\n'));
  return text;
}

export interface RunningNginx {
  base: string;
  accessLog: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/**
 * Renders the bureau's file for these API ports, checks it (`nginx -t`), runs nginx as a child
 * process of the test on a free loopback port and resolves once it answers.
 */
export async function startNginx(
  nginx: string,
  dir: string,
  options: { apiPorts: number[]; webDist: string },
): Promise<RunningNginx> {
  const listenPort = await freePort();
  const siteFile = join(dir, 'portal.conf');
  const confFile = join(dir, 'nginx.conf');
  writeFileSync(siteFile, renderPortalConf({ ...options, listenPort, logDir: dir }));
  writeFileSync(confFile, mainConf(dir, siteFile));
  const errorLog = join(dir, 'error.log');
  const args = ['-p', dir, '-c', confFile, '-e', errorLog];
  const check = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t 失败：\n${check.stderr}`);
  const child = spawn(nginx, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const running: RunningNginx = {
    base: `http://127.0.0.1:${listenPort}`,
    accessLog: join(dir, 'portal.access.log'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      // QUIT: finish what is in flight, then exit (workers with it).
      child.kill('SIGQUIT');
      await exited;
    },
  };
  // Up once it answers through to a process: waiting for readiness, not timing anything.
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`${running.base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return running;
    if (child.exitCode !== null || tries > 100) {
      await running.stop();
      throw new Error(`nginx 未能启动：\n${readFileSync(errorLog, 'utf8')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

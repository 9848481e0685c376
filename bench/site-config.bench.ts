/**
 * Requests per second and p99 latency of GET /api/site/config, the static index.html and the
 * server-rendered pages on the built portal, beside a bare Fastify route returning the same
 * JSON, as a ratio, in one run:
 * every target measured BENCH_ROUNDS times in turn, medians printed, servers and client on
 * separate cores.
 * Usage: npm run build && npm run bench  (BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS)
 */
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { serverCpus, startPortal, startProcess } from '../tools/portal-process.js';
import { measureReads, pinClient, printReads } from './read-load.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);

/** The server-rendered pages measured: the home page and one of each public page type's. */
const RENDERED = [
  ['/12320/home', '/12320/home'],
  ['condition', '/12320/wiki/knowledge/disease/gao-xue-ya'],
  ['article', '/12320/wiki/knowledge/article/xi-shou-you-jiang-jiu'],
  ['drug', '/12320/drug/detail/amoxicillin'],
  ['hospital list', '/12320/hospital/list'],
] as const;

const cpus = serverCpus();
const pinned = pinClient();
// At info, as production runs: the per-request log line is part of the fixed cost measured.
const portal = await startPortal(0, { LOG_LEVEL: 'info' }, undefined, cpus);
const base = portal.baseURL;
let bare: ChildProcess | undefined;
try {
  const first = await fetch(`${base}/api/site/config`);
  const body = await first.text();
  const etag = first.headers.get('etag') ?? '';
  ({ child: bare } = await startProcess(
    ['--import', 'tsx', 'bench/bare-server.ts'],
    { PORT: '18432', BENCH_BODY: body },
    undefined,
    cpus,
  ));

  const rows = await measureReads(
    [
      { name: 'bare Fastify, same JSON', url: 'http://127.0.0.1:18432/api/site/config' },
      // The portal's fixed cost per request (security headers, request id, logging), no work.
      { name: 'GET /healthz (portal floor)', url: `${base}/healthz` },
      { name: 'GET /api/site/config', url: `${base}/api/site/config` },
      // What browsers and nginx send once they hold the body: answered 304 from memory.
      {
        name: 'GET /api/site/config, If-None-Match',
        url: `${base}/api/site/config`,
        headers: { 'if-none-match': etag },
      },
      // A deep link the server does not render: index.html as it is, after the static files
      // were looked in.
      {
        name: 'GET /12320/inquiry (index.html, br)',
        url: `${base}/12320/inquiry`,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      },
      // Pages sent with the page rendered inside (home-prerender.ts, page-prerender.ts): the
      // home page from memory, the public pages after asking for their reads' ETags.
      ...RENDERED.map(([label, path]) => ({
        name: `GET ${label} (rendered, br)`,
        url: `${base}${path}`,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      })),
    ],
    { rounds, seconds, connections },
  );
  console.log(
    `\n${connections} connections, ${rounds} rounds of ${seconds} s, medians; Node ${process.version}; ` +
      `servers on core ${cpus ?? 'any'}, ${pinned}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  printReads(rows);
} finally {
  bare?.kill('SIGTERM');
  await portal.stop();
}

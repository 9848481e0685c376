/**
 * Requests per second and p99 latency of GET /api/site/config and the static index.html on the
 * built portal, beside a bare Fastify route returning the same JSON, as a ratio, in one run.
 * Usage: npm run build && npm run bench  (BENCH_SECONDS, BENCH_CONNECTIONS to change the load)
 */
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { startPortal, startProcess } from '../tools/portal-process.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  // A revalidation is answered 304; anything else must be 2xx.
  const unexpected = headers['if-none-match'] ? result.non2xx - result['3xx'] : result.non2xx;
  if (unexpected > 0 || result.errors > 0) {
    throw new Error(`${url}: ${unexpected} unexpected statuses, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

// At info, as production runs: the per-request log line is part of the fixed cost measured.
const portal = await startPortal(0, { LOG_LEVEL: 'info' });
const base = portal.baseURL;
let bare: ChildProcess | undefined;
try {
  const first = await fetch(`${base}/api/site/config`);
  const body = await first.text();
  const etag = first.headers.get('etag') ?? '';
  ({ child: bare } = await startProcess(['--import', 'tsx', 'bench/bare-server.ts'], {
    PORT: '18432',
    BENCH_BODY: body,
  }));

  const gzip = { 'accept-encoding': 'gzip, deflate, br' };
  const rows = [
    ['bare Fastify, same JSON', await load('http://127.0.0.1:18432/api/site/config')],
    // The portal's fixed cost per request (security headers, request id, logging) with no work.
    ['GET /healthz (portal floor)', await load(`${base}/healthz`)],
    ['GET /api/site/config', await load(`${base}/api/site/config`)],
    // What browsers and nginx send once they hold the body: answered 304 from memory.
    [
      'GET /api/site/config, If-None-Match',
      await load(`${base}/api/site/config`, { 'if-none-match': etag }),
    ],
    ['GET /12320/ (index.html, br)', await load(`${base}/12320/`, gzip)],
  ] as const;
  const floor = rows[0][1].rps;
  console.log(`\n${connections} connections, ${seconds} s each, Node ${process.version}`);
  console.log('| target | req/s | p99 ms | ratio to bare |');
  console.log('|---|---:|---:|---:|');
  for (const [name, r] of rows) {
    console.log(`| ${name} | ${Math.round(r.rps)} | ${r.p99} | ${(r.rps / floor).toFixed(2)} |`);
  }
} finally {
  bare?.kill('SIGTERM');
  await portal.stop();
}

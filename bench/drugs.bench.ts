/**
 * Requests per second and p99 latency of drug search (GET /api/drugs by keyword, pinyin and
 * initials, filters), suggestions and a drug page with its county stock, on the built portal with
 * the demo catalogue and stock, beside bare Fastify routes returning the same JSON as the
 * search and as the drug page, as ratios. Every target measured BENCH_ROUNDS times in turn, medians printed, servers
 * and client on separate cores (read-load.ts).
 * Usage: npm run build && npm run bench:drugs  (BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS)
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import type { DrugPage } from '@portal/contract';
import { serverCpus, startPortal, startProcess } from '../tools/portal-process.js';
import { measureReads, pinClient, printReads } from './read-load.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const cpus = serverCpus();
const pinned = pinClient();
// At info, as production runs: the per-request log line is part of the fixed cost measured.
const portal = await startPortal(0, { LOG_LEVEL: 'info' }, undefined, cpus);
const base = portal.baseURL;
let bare: ChildProcess | undefined;
try {
  const search = `${base}/api/drugs?keyword=amxl`;
  const first = await fetch(search);
  const body = await first.text();
  if ((JSON.parse(body) as DrugPage).list[0]?.genericName !== '阿莫西林') {
    throw new Error(`amxl did not find 阿莫西林: ${body.slice(0, 200)}`);
  }
  const pageBody = await (await fetch(`${base}/api/drugs/amoxicillin`)).text();
  // What people type: every generic name, and the pinyin initials of a few common ones.
  const all = (await (await fetch(`${base}/api/drugs?pageSize=100`)).json()) as DrugPage;
  const rest = (await (await fetch(`${base}/api/drugs?pageSize=100&pageNo=2`)).json()) as DrugPage;
  const words = [...all.list, ...rest.list].map((d) => d.genericName);
  words.push('bllf', 'yxs', 'gm', 'xy', 'jiangya', 'ganmao', '退烧', '咳嗽', '胃');
  const keywordPaths = words.map((w) => `/api/drugs?keyword=${encodeURIComponent(w)}`);

  // Each keyword once, one at a time, before anything is cached: the search itself.
  const cold: number[] = [];
  for (const path of keywordPaths) {
    const started = performance.now();
    const res = await fetch(`${base}${path}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    cold.push(performance.now() - started);
  }
  cold.sort((a, b) => a - b);
  const at = (q: number) =>
    cold[Math.min(cold.length - 1, Math.floor(q * cold.length))]!.toFixed(1);

  const port = await freePort();
  ({ child: bare } = await startProcess(
    ['--import', 'tsx', 'bench/bare-server.ts'],
    { PORT: String(port), BENCH_BODY: body, BENCH_PAGE_BODY: pageBody },
    undefined,
    cpus,
  ));

  const rows = await measureReads(
    [
      {
        name: 'bare Fastify, same JSON as the search',
        url: `http://127.0.0.1:${port}/api/site/config`,
        bare: true,
      },
      { name: 'GET /api/drugs?keyword=amxl', url: search },
      {
        name: `GET /api/drugs, ${keywordPaths.length} keywords in turn`,
        url: base,
        paths: keywordPaths,
      },
      {
        name: 'GET /api/drugs?category=中成药&otc=非处方药',
        url: `${base}/api/drugs?category=${encodeURIComponent('中成药')}&otc=${encodeURIComponent('非处方药')}`,
      },
      { name: 'GET /api/drugs/suggest?q=amx', url: `${base}/api/drugs/suggest?q=amx` },
      {
        name: 'bare Fastify, same JSON as the drug page',
        url: `http://127.0.0.1:${port}/api/page`,
        bare: true,
      },
      { name: 'GET /api/drugs/amoxicillin (with stock)', url: `${base}/api/drugs/amoxicillin` },
    ],
    { rounds, seconds, connections },
  );
  console.log(
    `\n${connections} connections, ${rounds} rounds of ${seconds} s, medians; Node ${process.version}; ` +
      `servers on core ${cpus ?? 'any'}, ${pinned}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; ${words.length} drugs and words`,
  );
  printReads(rows);
  console.log(
    `\nUncached search, ${cold.length} keywords one at a time: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`,
  );
} finally {
  bare?.kill('SIGTERM');
  await portal.stop();
}

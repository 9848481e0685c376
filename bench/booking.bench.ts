/**
 * The release-time crowd: BENCH_PATIENTS (2,000) verified patients press 预约 at once on one
 * schedule of 30 one-place slots, each patient twice (two slots, two idempotency keys), over
 * HTTP against the built portal: on SQLite (one process) and on PostgreSQL (two processes
 * behind a round-robin client). Prints confirmed bookings, oversold places, patients holding
 * two places, requests per second, p50 and p99, beside the raw database ceiling (the same
 * lock-patient + conditional-update + insert transaction straight on the driver), and the
 * department schedule read at 64 connections beside bare Fastify.
 * Usage: npm run build && npm run bench:booking  (BENCH_PATIENTS, BENCH_SECONDS; PostgreSQL at
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, skipped if absent)
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createDatabase, type Db } from '../apps/api/src/db/database.js';
import { startPortal, startProcess } from '../tools/portal-process.js';
import { crowdPatients, raw, type RawLoop } from './booking-setup.js';

const patients = Number(process.env.BENCH_PATIENTS ?? 2000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SLOTS = 30;

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function post(base: string, path: string, token: string, key: string, body: object) {
  return new Promise<{ status: number; ms: number }>((done, fail) => {
    const started = performance.now();
    const payload = JSON.stringify(body);
    const req = http.request(
      `${base}${path}?user=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'idempotency-key': key,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** The crowd: every patient submits for two slots at the same moment. */
async function crowd(bases: string[], db: Db, engine: string, ceiling: RawLoop) {
  const setup = await crowdPatients(db, bases[0]!, patients, SLOTS);
  const started = performance.now();
  const results = await Promise.all(
    setup.tokens.flatMap((token, i) =>
      [0, 1].map((n) =>
        post(bases[(i + n) % bases.length]!, '/api/bookings', token, `crowd-${i}-${n}`, {
          slotId: setup.slotIds[(i * 7 + n * 13) % SLOTS],
          patientId: 'self',
        }),
      ),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const counts = await db
    .selectFrom('booking')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.count('patient_key').distinct().as('p')])
    .where('schedule_id', '=', setup.scheduleId)
    .where('status', '=', 'booked')
    .executeTakeFirstOrThrow();
  const remaining = await db
    .selectFrom('slot')
    .select((eb) => eb.fn.sum<number>('remaining').as('r'))
    .where('schedule_id', '=', setup.scheduleId)
    .executeTakeFirstOrThrow();
  const confirmed = Number(counts.n);
  const errors = results.filter((r) => r.status >= 500 || r.status === 0).length;
  const rps = results.length / elapsed;
  return {
    engine,
    confirmed,
    oversold: Math.max(0, confirmed - SLOTS) + (Number(remaining.r) < 0 ? 1 : 0),
    doubleHolds: confirmed - Number(counts.p),
    refused409: results.filter((r) => r.status === 409).length,
    errors,
    rps,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    ceiling: ceiling.perSecond,
    ratio: rps / ceiling.perSecond,
    scheduleId: setup.scheduleId,
    departmentId: setup.departmentId,
  };
}

async function reads(url: string) {
  const r = await autocannon({ url, connections: 64, duration: seconds });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

const rows: Awaited<ReturnType<typeof crowd>>[] = [];
let readRows: [string, { rps: number; p99: number }][] = [];

// SQLite: one process, as npm start runs it.
{
  const dir = mkdtempSync(join(tmpdir(), 'bench-booking-'));
  const file = join(dir, 'portal.db');
  const portal = await startPortal(0, { SQLITE_FILE: file });
  const db = createDatabase({ kind: 'sqlite', file });
  let bare: ChildProcess | undefined;
  try {
    const ceiling = raw.sqlite(new Database(join(dir, 'raw.db')), patients);
    const row = await crowd([portal.baseURL], db, 'SQLite, 1 process', ceiling);
    rows.push(row);
    const scheduleUrl = `${portal.baseURL}/api/schedules?departmentId=${row.departmentId}`;
    const body = await (await fetch(scheduleUrl)).text();
    ({ child: bare } = await startProcess(['--import', 'tsx', 'bench/bare-server.ts'], {
      PORT: '18433',
      BENCH_BODY: body,
    }));
    readRows = [
      ['bare Fastify, same JSON', await reads('http://127.0.0.1:18433/api/site/config')],
      ['GET /api/schedules?departmentId= (SQLite)', await reads(scheduleUrl)],
    ];
  } finally {
    bare?.kill();
    await db.destroy();
    await portal.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

// PostgreSQL: a fresh database, two API processes sharing it.
const admin = new pg.Client({ connectionString: pgAdminUrl });
const reachable = await admin.connect().then(
  () => true,
  () => false,
);
if (reachable) {
  const name = `bench_booking_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = pgAdminUrl.replace(/\/[^/]*$/, `/${name}`);
  // Memory rate-limit counters: every request here comes from 127.0.0.1, which would make the
  // database store one hot row that real crowds (many addresses) never share.
  const env = { DATABASE_URL: url, RATE_LIMIT_STORE: 'memory' };
  const first = await startPortal(0, env);
  const second = await startPortal(0, env);
  const db = createDatabase({ kind: 'postgres', url });
  try {
    const ceiling = await raw.postgres(url, patients);
    rows.push(await crowd([first.baseURL, second.baseURL], db, 'PostgreSQL, 2 processes', ceiling));
  } finally {
    await db.destroy();
    await first.stop();
    await second.stop();
    await admin.query(`drop database ${name} with (force)`);
  }
} else {
  console.log(`PostgreSQL at ${pgAdminUrl} not reachable: its row is skipped`);
}
await admin.end().catch(() => undefined);

console.log(
  `\n${patients} patients × 2 submits at once on ${SLOTS} places, Node ${process.version}, ` +
    `${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
console.log(
  '| engine | confirmed | oversold | double holds | 409s | errors | req/s | p50 ms | p99 ms | raw ceiling tx/s | ratio |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.engine} | ${r.confirmed} | ${r.oversold} | ${r.doubleHolds} | ${r.refused409} | ${r.errors} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.ceiling.toFixed(0)} | ${r.ratio.toFixed(2)} |`,
  );
}
console.log(`\nDepartment schedule reads, 64 connections, ${seconds} s`);
console.log('| target | req/s | p99 ms |');
console.log('|---|---:|---:|');
for (const [name, r] of readRows) console.log(`| ${name} | ${r.rps.toFixed(0)} | ${r.p99} |`);
if (readRows.length === 2) {
  console.log(`ratio to bare Fastify: ${(readRows[1]![1].rps / readRows[0]![1].rps).toFixed(2)}`);
}
agent.destroy();
if (rows.some((r) => r.oversold > 0 || r.doubleHolds > 0 || r.errors > 0)) process.exitCode = 1;

/**
 * The release-time crowd: BENCH_PATIENTS (2,000) verified patients press 预约 at once when one
 * schedule of 30 one-place slots opens; every tenth also presses a second slot at the same
 * moment (two tabs), which must never give them two places. Over HTTP against the built portal,
 * through a keep-alive pool of BENCH_SOCKETS (128) connections per API process, as nginx keeps
 * upstream; latency counts from the press, so time queued in the pool is included. The server
 * has served three earlier releases (on other days' schedules) first: a portal at 08:00 has
 * been up for days and run this code many thousands of times, and a process that has not is
 * measured mostly compiling it (after one release the same crowd is served at half the rate).
 * On SQLite (one process; server and client on separate cores) and on PostgreSQL (two
 * processes). Prints confirmed bookings, oversold places, patients holding two places,
 * requests per second, p50 and p99, beside the raw database ceiling (the same lock-patient +
 * conditional-update + insert transaction straight on the driver), the HTTP floor (the same
 * crowd against bare Fastify refusing every press from memory), and the department schedule
 * read at 64 connections beside bare Fastify.
 * Then fair release: the same crowd enters a draw on a schedule of 30 places whose window is
 * open (2,000 entries and 200 second presses refused as DUPLICATE_ENTRY; a third name a
 * preferred slot), after an earlier draw entered and made the same way as warm-up; the draw is
 * made as the job makes it at the window's end (runDraw, timed, from this process). Prints
 * entries per second, p50 and p99 beside the HTTP floor, the draw's duration, places
 * allocated, oversold and entrants with other than exactly one outcome.
 * Usage: npm run build && npm run bench:booking  (BENCH_PATIENTS, BENCH_SOCKETS, BENCH_SECONDS;
 * PostgreSQL at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
 * skipped if absent)
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createDatabase, type Db } from '../apps/api/src/db/database.js';
import { serverCpus, startPortal, startProcess } from '../tools/portal-process.js';
import { crowdPatients, raw, releaseSchedule, type RawLoop } from './booking-setup.js';
import { openDraw, timedDraw } from './draw-release.js';
import { measureReads, pinClient, printReads, type ReadFigures } from './read-load.js';

const patients = Number(process.env.BENCH_PATIENTS ?? 2000);
const sockets = Number(process.env.BENCH_SOCKETS ?? 128);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SLOTS = 30;
/** Every tenth patient also presses a second slot. */
const SECOND_PRESS_EVERY = 10;

function post(agent: http.Agent, base: string, token: string, key: string, body: object) {
  return new Promise<{ status: number; ms: number }>((done, fail) => {
    const started = performance.now();
    const payload = JSON.stringify(body);
    const req = http.request(
      `${base}/api/bookings?user=${encodeURIComponent(token)}`,
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

/** One release: every patient presses at the same moment, some twice. */
async function release(
  pools: { agent: http.Agent; base: string }[],
  tokens: string[],
  slotIds: string[],
  tag: string,
  /** More of the body: a draw entry's preferred slots. */
  extra: (i: number) => object = () => ({}),
) {
  const presses = tokens.flatMap((token, i) =>
    (i % SECOND_PRESS_EVERY === 0 ? [0, 1] : [0]).map((n) => ({ token, i, n })),
  );
  const started = performance.now();
  const results = await Promise.all(
    presses.map(({ token, i, n }) => {
      const pool = pools[(i + n) % pools.length]!;
      return post(pool.agent, pool.base, token, `${tag}-${i}-${n}`, {
        slotId: slotIds[(i * 7 + n * 13) % SLOTS],
        patientId: 'self',
        ...extra(i),
      });
    }),
  );
  return { results, elapsed: (performance.now() - started) / 1000 };
}

const WARM_RELEASES = [3, 4, 5];

/** The same crowd, pools and warm-up against bare Fastify refusing every press from memory. */
async function httpFloor(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const tokens = Array.from({ length: patients }, (_, i) => `floor-${i}`);
  const slotIds = Array.from({ length: SLOTS }, (_, i) => `slot-${i}`);
  for (const day of WARM_RELEASES) await release([{ agent, base }], tokens, slotIds, `warm${day}`);
  const { results, elapsed } = await release([{ agent, base }], tokens, slotIds, 'floor');
  agent.destroy();
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    rps: results.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
  };
}

async function crowd(bases: string[], db: Db, engine: string, ceiling: RawLoop) {
  const tokens = await crowdPatients(db, patients);
  const pools = bases.map((base) => ({
    base,
    agent: new http.Agent({ keepAlive: true, maxSockets: sockets }),
  }));
  // Earlier releases, days ahead: warm the server and fill the connection pools.
  for (const day of WARM_RELEASES) {
    const warm = await releaseSchedule(db, bases[0]!, SLOTS, day);
    await release(pools, tokens, warm.slotIds, `warm${day}`);
  }
  const setup = await releaseSchedule(db, bases[0]!, SLOTS, 2);
  const { results, elapsed } = await release(pools, tokens, setup.slotIds, 'release');
  const draw = await drawCrowd(pools, db, tokens, bases[0]!);
  pools.forEach((p) => p.agent.destroy());

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
  const rps = results.length / elapsed;
  return {
    engine,
    requests: results.length,
    confirmed,
    oversold: Math.max(0, confirmed - SLOTS) + (Number(remaining.r) < 0 ? 1 : 0),
    doubleHolds: confirmed - Number(counts.p),
    refused409: results.filter((r) => r.status === 409).length,
    errors: results.filter((r) => r.status >= 500 || r.status === 0).length,
    rps,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    ceiling: ceiling.perSecond,
    departmentId: setup.departmentId,
    draw,
  };
}

/** A third of the entrants name one preferred slot; every one would wait (the default). */
const entryExtra = (slotIds: string[]) => (i: number) =>
  i % 3 === 0 ? { preferredSlotIds: [slotIds[i % SLOTS]] } : {};

/**
 * The same crowd on a schedule released by draw: every patient enters at once (every tenth
 * twice, the second refused as DUPLICATE_ENTRY), then the draw as the job makes it at the
 * window's end. An earlier draw, entered and made the same way, warms both paths first.
 */
async function drawCrowd(
  pools: { agent: http.Agent; base: string }[],
  db: Db,
  tokens: string[],
  base: string,
) {
  const warm = await openDraw(db, base, SLOTS);
  const measured = await openDraw(db, base, SLOTS);
  await release(pools, tokens, warm.slotIds, 'draw-warm', entryExtra(warm.slotIds));
  await timedDraw(db, warm);
  const { results, elapsed } = await release(
    pools,
    tokens,
    measured.slotIds,
    'draw',
    entryExtra(measured.slotIds),
  );
  const figures = await timedDraw(db, measured);
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    presses: results.length,
    accepted: results.filter((r) => r.status === 202).length,
    refused409: results.filter((r) => r.status === 409).length,
    errors: results.filter((r) => r.status >= 500 || r.status === 0).length,
    perSecond: results.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    ...figures,
  };
}

const rows: Awaited<ReturnType<typeof crowd>>[] = [];
let readRows: ReadFigures[] = [];
let floor: Awaited<ReturnType<typeof httpFloor>> | undefined;
const cpuList = serverCpus();

// SQLite: one process, as npm start runs it; the server on its own core, the client on another.
{
  const pinned = pinClient();
  const dir = mkdtempSync(join(tmpdir(), 'bench-booking-'));
  const file = join(dir, 'portal.db');
  const portal = await startPortal(0, { SQLITE_FILE: file }, undefined, cpuList);
  const db = createDatabase({ kind: 'sqlite', file });
  let bare: ChildProcess | undefined;
  try {
    const ceiling = raw.sqlite(new Database(join(dir, 'raw.db')), patients);
    const row = await crowd([portal.baseURL], db, `SQLite, 1 process (${pinned})`, ceiling);
    rows.push(row);
    const scheduleUrl = `${portal.baseURL}/api/schedules?departmentId=${row.departmentId}`;
    const body = await (await fetch(scheduleUrl)).text();
    ({ child: bare } = await startProcess(
      ['--import', 'tsx', 'bench/bare-server.ts'],
      { PORT: '18433', BENCH_BODY: body },
      undefined,
      cpuList,
    ));
    floor = await httpFloor('http://127.0.0.1:18433');
    readRows = await measureReads(
      [
        { name: 'bare Fastify, same JSON', url: 'http://127.0.0.1:18433/api/site/config' },
        { name: 'GET /api/schedules?departmentId= (SQLite)', url: scheduleUrl },
      ],
      { seconds },
    );
  } finally {
    bare?.kill();
    await db.destroy();
    await portal.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  pinClient('all');
}

// PostgreSQL: a fresh database, two API processes sharing it (and the machine with it).
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
  `\n${patients} patients pressing at once (every ${SECOND_PRESS_EVERY}th twice) on ${SLOTS} places, ` +
    `${sockets} keep-alive connections per process, Node ${process.version}, ${cpus().length} CPUs, ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
console.log(
  '| engine | requests | confirmed | oversold | double holds | 409s | errors | req/s | HTTP floor req/s | p50 ms | p99 ms | raw ceiling tx/s |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.engine} | ${r.requests} | ${r.confirmed} | ${r.oversold} | ${r.doubleHolds} | ${r.refused409} | ${r.errors} | ${r.rps.toFixed(0)} | ${floor?.rps.toFixed(0) ?? '–'} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.ceiling.toFixed(0)} |`,
  );
}
if (floor) {
  console.log(
    `HTTP floor (bare Fastify refusing every press from memory, same crowd, client and warm-up): ` +
      `${floor.rps.toFixed(0)} req/s, p50 ${floor.p50.toFixed(0)} ms, p99 ${floor.p99.toFixed(0)} ms`,
  );
}
console.log(
  'Targets, first come: 0 oversold, 0 double holds, every confirmed booking kept (kill -9: booking tests); the press rate is reported beside the HTTP floor, with no ratio target.',
);

console.log(
  `\nThe same ${patients} patients entering a draw at once (every ${SECOND_PRESS_EVERY}th twice) for ${SLOTS} places, then the draw`,
);
console.log(
  '| engine | entries sent | 202 | 409s | errors | entries/s | HTTP floor req/s | p50 ms | p99 ms | drawn entries | draw ms | places | allocated | oversold | not one outcome |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const { engine, draw: d } of rows) {
  console.log(
    `| ${engine} | ${d.presses} | ${d.accepted} | ${d.refused409} | ${d.errors} | ${d.perSecond.toFixed(0)} | ${floor?.rps.toFixed(0) ?? '–'} | ${d.p50.toFixed(0)} | ${d.p99.toFixed(0)} | ${d.summary.entries} | ${d.ms.toFixed(0)} | ${d.capacity} | ${d.allocated} | ${d.oversold} | ${d.notOneOutcome} |`,
  );
}
console.log(
  'Targets, draw: entry p99 < 1000 ms on both engines; the draw < 2000 ms; 0 oversold; 0 entrants with other than one outcome.',
);
console.log(`\nDepartment schedule reads, 64 connections, 3 rounds of ${seconds} s, medians`);
printReads(readRows);
const failed = (r: (typeof rows)[number]) =>
  r.oversold > 0 ||
  r.doubleHolds > 0 ||
  r.errors > 0 ||
  r.draw.oversold > 0 ||
  r.draw.notOneOutcome > 0 ||
  r.draw.errors > 0;
if (rows.some(failed)) process.exitCode = 1;

import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgres } from '../../apps/api/src/test/engines.js';
import { crowdPatients } from '../../bench/booking-setup.js';
import { crowd, pressOnce, type Outcome } from './crowd.js';
import { findNginx } from './nginx.js';
import { rawGet } from './raw-get.js';
import { releaseSchedule } from './schedule.js';
import { startStack, WEB_DIST, type Stack } from './stack.js';

/**
 * The portal as the bureau runs it (README, "Deploying (the bureau's servers)"): Debian's nginx
 * with deploy/nginx/portal.conf in front of two built API processes on one PostgreSQL,
 * migrated once before they start. A booking journey through nginx, then one process killed
 * with SIGKILL in the middle of a crowd of bookings while nginx serves from the other.
 */

const nginx = findNginx();
const postgres = nginx ? await findPostgres() : {};
const skipped = !nginx
  ? 'nginx 未安装（apt-get install nginx；.ci/run 会自动安装）'
  : !postgres.url
    ? `PostgreSQL 不可达（${postgres.skipped}）`
    : undefined;
if (skipped) console.warn(`跳过 nginx 部署测试：${skipped}`);

const PATIENTS = 200;
const PLACES = 40;
/** The crash comes when this many presses have had their answer. */
const KILL_AFTER = PATIENTS / 5;
const SOCKETS = 32;
/** A 1×1 PNG, the smallest avatar the upload accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.skipIf(skipped)('deploy: nginx in front of two API processes on PostgreSQL', () => {
  let stack: Stack;
  let base: string;
  let schedule: Awaited<ReturnType<typeof releaseSchedule>>;
  let journeyBooking: { id: string; token: string };

  beforeAll(async () => {
    stack = await startStack(postgres.url!, nginx!);
    expect(stack.migrated).toContain('已执行迁移');
    base = stack.base;
    schedule = await releaseSchedule(stack.db, base, PLACES);
  });

  afterAll(() => stack?.stop());

  it('serves the home page from the processes and the hashed assets from disk, precompressed', async () => {
    const home = await fetch(`${base}/12320/home`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('青禾县');
    // A script of the page that the build compressed (it leaves files under 1 KB as they are).
    const inDist = (path: string) => join(WEB_DIST, path.slice('/12320/'.length));
    const asset = [...html.matchAll(/\/12320\/assets\/[\w.-]+\.js/g)]
      .map((m) => m[0])
      .find((path) => existsSync(`${inDist(path)}.gz`));
    expect(asset).toBeDefined();
    const fromNginx = await rawGet(`${base}${asset}`, { 'accept-encoding': 'gzip' });
    expect(fromNginx.status).toBe(200);
    // The .gz the build wrote beside the file, byte for byte.
    expect(fromNginx.headers['content-encoding']).toBe('gzip');
    expect(fromNginx.headers.vary).toBe('Accept-Encoding');
    expect(fromNginx.body.equals(readFileSync(`${inDist(asset!)}.gz`))).toBe(true);
    // The same year-long cache as the portal itself gives the file.
    const fromApi = await rawGet(`${stack.first.base}${asset}`);
    expect(fromNginx.headers['cache-control']).toBe(fromApi.headers['cache-control']);
    expect(fromNginx.headers['cache-control']).toContain('immutable');
    // A file that is not there gets the portal's own 404, not nginx's page.
    const missing = await fetch(`${base}/12320/assets/not-there-1234.js`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('NOT_FOUND');
  });

  it("passes the portal's precompressed public reads through as they are", async () => {
    const headers = { 'accept-encoding': 'br' };
    // The hospital list: a public read over 1 KB, which the portal compresses once a lifetime.
    const direct = await rawGet(`${stack.first.base}/api/hospitals`, headers);
    const proxied = await rawGet(`${base}/api/hospitals`, headers);
    expect(proxied.status).toBe(200);
    expect(proxied.headers['content-encoding']).toBe('br');
    expect(proxied.headers.etag).toBe(direct.headers.etag);
    expect(proxied.headers['cache-control']).toBe(direct.headers['cache-control']);
    // The portal's brotli body, compressed once and not touched on the way.
    expect(proxied.body.equals(direct.body)).toBe(true);
    const page = JSON.parse(brotliDecompressSync(proxied.body).toString()) as { total: number };
    expect(page.total).toBeGreaterThan(0);
  });

  it('lets the portal refuse a large body in its own words, and stops a larger one', async () => {
    const form = (bytes: number) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `username=${'a'.repeat(bytes)}`,
    });
    const portalSays = await fetch(`${base}/api/chk_login`, form(2 * 1024 * 1024));
    expect(portalSays.status).toBe(413);
    expect(((await portalSays.json()) as { message: string }).message).toMatch(/[\u4e00-\u9fff]/);
    const nginxSays = await fetch(`${base}/api/chk_login`, form(4 * 1024 * 1024));
    expect(nginxSays.status).toBe(413);
    expect(nginxSays.headers.get('content-type')).toContain('text/html');
    // Report feeds have their own limit: 4 MiB reaches the portal, which asks for the key.
    const feed = await fetch(`${base}/api/ingest/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reports: 'a'.repeat(4 * 1024 * 1024) }),
    });
    expect(feed.status).toBe(401);
  });

  it('books through nginx with a session both processes know', async () => {
    const login = await fetch(`${base}/api/chk_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=zhangsan&password=Demo%402026',
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const slots = (await (
      await fetch(`${base}/api/schedules/${schedule.scheduleId}/slots`)
    ).json()) as { id: string; remaining: number }[];
    expect(slots.map((s) => s.remaining)).toEqual(Array(PLACES).fill(1));
    const booked = await fetch(`${base}/api/bookings?user=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'journey-1' },
      body: JSON.stringify({ slotId: slots[0]!.id, patientId: 'self' }),
    });
    expect(booked.status).toBe(200);
    const booking = (await booked.json()) as { id: string; status: string };
    expect(booking.status).toBe('booked');
    journeyBooking = { id: booking.id, token };
    // The session made through nginx works on each process directly.
    for (const api of [stack.first, stack.second]) {
      const list = await fetch(`${api.base}/api/bookings?user=${token}`);
      expect(list.status).toBe(200);
      const { list: bookings } = (await list.json()) as { list: { id: string }[] };
      expect(bookings.map((b) => b.id)).toContain(booking.id);
    }
    const ics = await fetch(`${base}/api/bookings/${booking.id}/calendar.ics?user=${token}`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
  });

  it('serves an avatar uploaded to one process from the other and through nginx', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'avatar.png');
    const upload = await fetch(
      `${stack.first.base}/api/upload/avatar?user=${journeyBooking.token}`,
      { method: 'POST', body: form },
    );
    expect(upload.status).toBe(200);
    const { url } = (await upload.json()) as { url: string };
    for (const origin of [stack.second.base, base]) {
      const file = await rawGet(`${origin}${url}`);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.body.equals(PNG)).toBe(true);
    }
  });

  it('counts one rate limit across both processes, keyed by the address nginx saw', async () => {
    const hit = (url: string, forwardedFor: string) =>
      fetch(`${url}/api/chk_scan?username=nobody`, {
        headers: { 'x-forwarded-for': forwardedFor },
      });
    // Straight to the processes, as if from a proxy: 3 hits on one, 4 on the other.
    for (let i = 0; i < 3; i++)
      expect((await hit(stack.first.base, '203.0.113.7')).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await hit(stack.second.base, '203.0.113.7')).status).toBe(200);
    // Through nginx a forged X-Forwarded-For is dropped: the client is the address nginx saw.
    expect((await hit(base, '203.0.113.9')).status).toBe(200);
    const rows = await stack.db.selectFrom('rate_limit_hit').select(['key', 'hits']).execute();
    const hitsOf = (address: string) => rows.filter((r) => r.key.includes(address));
    expect(hitsOf('203.0.113.7').map((r) => r.hits)).toEqual([7]);
    expect(hitsOf('203.0.113.9')).toEqual([]);
    expect(hitsOf('127.0.0.1').length).toBe(1);
  });

  it('keeps every confirmed booking when a process is killed mid-crowd, and nginx serves on', async () => {
    const tokens = await crowdPatients(stack.db, PATIENTS);
    const presses = tokens.map((token, i) => ({
      token,
      slotId: schedule.slotIds[i % PLACES]!,
      key: `crowd-${i}`,
    }));
    let killedAt = 0;
    const outcomes = await crowd(base, presses, SOCKETS, (answered) => {
      if (answered === KILL_AFTER) {
        killedAt = answered;
        stack.second.child.kill('SIGKILL');
      }
    });
    expect(await stack.second.exited).toBe('SIGKILL');
    expect(killedAt).toBe(KILL_AFTER);

    // Every patient got an answer from the portal: a booking or a refusal for a full slot.
    const unanswered = outcomes.filter((o) => o.status !== 200 && o.status !== 409);
    expect(unanswered).toEqual([]);
    expect(new Set(outcomes.filter((o) => o.status === 409).map((o) => o.code))).toEqual(
      new Set(['SLOT_FULL']),
    );
    const confirmed = outcomes.filter((o): o is Outcome & { bookingId: string } => !!o.bookingId);
    const confirmedIds = confirmed.map((o) => o.bookingId);
    expect(new Set(confirmedIds).size).toBe(confirmedIds.length);

    // In the database: exactly the bookings clients saw confirmed (and the journey's), once each.
    const kept = await stack.db
      .selectFrom('booking')
      .select(['id', 'idempotency_key'])
      .where('schedule_id', '=', schedule.scheduleId)
      .where('status', '=', 'booked')
      .execute();
    expect(kept.map((b) => b.id).sort()).toEqual([...confirmedIds, journeyBooking.id].sort());
    const keys = kept.map((b) => b.idempotency_key);
    expect(new Set(keys).size).toBe(keys.length);
    // No slot oversold: never below 0, never more bookings than places.
    const slots = await stack.db
      .selectFrom('slot')
      .select(['id', 'capacity', 'remaining'])
      .where('schedule_id', '=', schedule.scheduleId)
      .execute();
    for (const slot of slots) {
      const onSlot = await stack.db
        .selectFrom('booking')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('slot_id', '=', slot.id)
        .where('status', '=', 'booked')
        .executeTakeFirstOrThrow();
      expect(slot.remaining).toBeGreaterThanOrEqual(0);
      expect(Number(onSlot.n)).toBe(slot.capacity - slot.remaining);
    }
    expect(kept.length).toBeLessThanOrEqual(PLACES);

    // Pressing again with the same key gives the same booking, whichever process answers.
    const agent = new http.Agent({ keepAlive: true });
    for (const o of confirmed) {
      const again = await pressOnce(agent, base, o.press);
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(o.bookingId);
    }
    agent.destroy();

    // nginx keeps serving from the process left: reads, and the journey's session.
    for (let i = 0; i < 4; i++) {
      expect((await fetch(`${base}/api/site/config`)).status).toBe(200);
      expect((await fetch(`${base}/api/bookings?user=${journeyBooking.token}`)).status).toBe(200);
    }

    const retried = outcomes.filter((o) => o.attempts > 1);
    const figures = {
      presses: outcomes.length,
      confirmed: confirmed.length,
      keptAfterCrash: kept.length - 1,
      retried: retried.length,
      retriedConfirmed: retried.filter((o) => o.bookingId).length,
      badGatewaysSeen: outcomes.reduce((n, o) => n + o.badGateways, 0),
      connectionErrors: outcomes.reduce((n, o) => n + o.connectionErrors, 0),
      nginxMovedOn: readFileSync(stack.proxy.accessLog, 'utf8')
        .split('\n')
        .filter((line) => /upstream=\S+, /.test(line)).length,
    };
    console.log(
      `[deploy] crash test: ${figures.presses} presses on ${PLACES} places, process killed with SIGKILL after ${KILL_AFTER} answers; ` +
        `confirmed ${figures.confirmed}, kept after crash ${figures.keptAfterCrash}, ` +
        `retried with the same key ${figures.retried} (${figures.retriedConfirmed} of them confirmed), ` +
        `502s seen ${figures.badGatewaysSeen}, connection errors ${figures.connectionErrors}, ` +
        `requests nginx moved to the other process ${figures.nginxMovedOn}`,
    );
    expect(figures.keptAfterCrash).toBe(figures.confirmed);
  });
});

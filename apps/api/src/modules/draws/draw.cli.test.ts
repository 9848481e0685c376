import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  allocate,
  drawCommitment,
  drawOrder,
  drawPoolHash,
  type PublicDraw,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nowIso } from '../../db/database.js';
import { newId } from '../../lib/tokens.js';
import { createTestUser } from '../../test/accounts.js';
import { bookingDays, ingestSchedule, testHospital } from '../../test/booking-fixtures.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { asPatient, bookingPerson } from '../booking/booking.service.js';
import { drawCommand } from './draw.cli.js';
import { runDraw } from './draw-run.js';
import { publicDraw } from './draws.service.js';

const MINUTE = 60_000;

/** What the command printed and the exit code it set; the code is put back for the runner. */
async function verify(t: TestApp, ...args: string[]) {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((s: string) => void lines.push(s));
  const error = vi.spyOn(console, 'error').mockImplementation((s: string) => void lines.push(s));
  process.exitCode = 0;
  try {
    const known = await drawCommand(t.db, ['verify', ...args]);
    return { known, out: lines.join('\n'), code: process.exitCode };
  } finally {
    log.mockRestore();
    error.mockRestore();
    process.exitCode = 0;
  }
}

/**
 * A schedule of two slots of two places whose draw window has just closed, with six verified
 * entrants (two wanting the first slot only, one both in order, three any; half asking for the
 * waiting list). Its window is set here, not by the release rules, so the test needs no clock.
 */
async function closedDraw(t: TestApp, now: Date): Promise<{ scheduleId: string }> {
  const h = await testHospital(t);
  const { scheduleId, slotIds } = await ingestSchedule(t, h, {
    date: bookingDays().day,
    slots: 2,
    capacity: 2,
  });
  const seed = randomBytes(32).toString('hex');
  await t.db.deleteFrom('draw').where('schedule_id', '=', scheduleId).execute();
  await t.db
    .insertInto('draw')
    .values({
      schedule_id: scheduleId,
      window_start: new Date(now.getTime() - 10 * MINUTE).toISOString(),
      window_end: new Date(now.getTime() - MINUTE).toISOString(),
      seed,
      commitment: await drawCommitment(seed),
      status: 'open',
      pool_hash: null,
      entry_count: null,
      entries: null,
      places: null,
      outcome: null,
      drawn_at: null,
      created_at: nowIso(),
    })
    .execute();
  const [first, second] = slotIds as [string, string];
  const wishes = [[first], [first], [second, first], [], [], []];
  for (const [i, wish] of wishes.entries()) {
    const user = await createTestUser(t.db, { verified: true });
    const patient = asPatient(user.userId, await bookingPerson(t.db, user.userId, 'self'));
    const at = nowIso();
    await t.db
      .insertInto('draw_entry')
      .values({
        id: newId(),
        schedule_id: scheduleId,
        account_id: patient.accountId,
        patient_key: patient.key,
        family_member_id: patient.familyMemberId,
        patient_name: patient.name,
        preferred_slot_ids: wish.join(','),
        waitlist: i % 2,
        idempotency_key: `draw-cli-${i}`,
        request_hash: 'test',
        status: 'pending',
        booking_id: null,
        waitlist_id: null,
        refused_reason: null,
        notified_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  return { scheduleId };
}

describe.each(engines)('draw verify on %s', (engine) => {
  let t: TestApp;
  let scheduleId: string;
  /** The draw as an auditor saves it from the public endpoint, before anything was changed. */
  let saved: PublicDraw;
  const now = new Date();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-draw-file-'));
  const file = (name: string, content: unknown) => {
    const p = path.join(dir, name);
    writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content));
    return p;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ scheduleId } = await closedDraw(t, now));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('says before the draw that it is not made yet, with the commitment and the window', async () => {
    const { known, out, code } = await verify(t, scheduleId);
    expect(known).toBe(true);
    const { commitment } = await publicDraw(t.db, scheduleId);
    expect(out).toContain(`承诺值（种子的 SHA-256）：${commitment}`);
    expect(out).toMatch(/登记时段：\d+月\d+日 \d\d:\d\d 至 \d+月\d+日 \d\d:\d\d（北京时间）/);
    expect(out).toContain('登记已截止，正在抽签，尚未抽签');
    expect(out).not.toContain('种子：');
    expect(code).toBe(0);
  });

  it('recomputes a made draw and finds it consistent', async () => {
    expect(await runDraw(t.db, scheduleId, now)).toMatchObject({ entries: 6 });
    const { out, code } = await verify(t, scheduleId);
    expect(out.match(/^✓ /gm)).toHaveLength(4);
    expect(out).not.toContain('✗');
    expect(out).toMatch(/登记 6 人，号源 4 个：中签 \d 人，候补 \d 人，未中签 \d 人/);
    expect(out.trim().split('\n').pop()).toBe('抽签结果核验一致');
    expect(code).toBe(0);
    saved = (await t.app.inject({ url: `/api/draws/${scheduleId}` })).json();
  });

  it('verifies a draw saved from GET /api/draws/:scheduleId, and finds an entry changed in it', async () => {
    expect(saved.status).toBe('done');
    const ok = await verify(t, '--file', file('draw.json', saved));
    expect(ok.out.trim().split('\n').pop()).toBe('抽签结果核验一致');
    expect(ok.code).toBe(0);
    const entries = saved.entries!.map((e, i) => (i === 0 ? { ...e, waitlist: !e.waitlist } : e));
    const tampered = await verify(t, '--file', file('tampered.json', { ...saved, entries }));
    expect(tampered.out).toContain('✗ 登记名单的哈希与公布的一致');
    expect(tampered.code).toBe(1);
  });

  it('refuses a file that is not a draw, or not JSON', async () => {
    const wrong = await verify(t, '--file', file('wrong.json', { hello: 1 }));
    expect(wrong.out).toContain('不是抽签公示');
    expect(wrong.code).toBe(1);
    const broken = await verify(t, '--file', file('broken.json', '{'));
    expect(broken.out).toContain('无法读取抽签公示文件');
    expect(broken.code).toBe(1);
  });

  it('finds a changed outcome and a seed that does not match its commitment, exit code 1', async () => {
    const row = await t.db
      .selectFrom('draw')
      .select(['seed', 'outcome'])
      .where('schedule_id', '=', scheduleId)
      .executeTakeFirstOrThrow();
    const outcome = JSON.parse(row.outcome!) as PublicDraw['outcome'] & object;
    const [a, b] = [outcome[0]!, outcome[outcome.length - 1]!];
    [a.result, b.result] = [b.result, a.result];
    const setOutcome = (text: string) =>
      t.db
        .updateTable('draw')
        .set({ outcome: text })
        .where('schedule_id', '=', scheduleId)
        .execute();
    await setOutcome(JSON.stringify(outcome));
    const changed = await verify(t, scheduleId);
    expect(changed.out).toContain('✗ 每人分得的时段、候补与未中签与按顺序分配的结果一致');
    expect(changed.out.trim().split('\n').pop()).toBe('核验不一致');
    expect(changed.code).toBe(1);
    await setOutcome(row.outcome!);

    const other = randomBytes(32).toString('hex');
    await t.db
      .updateTable('draw')
      .set({ seed: other })
      .where('schedule_id', '=', scheduleId)
      .execute();
    const { out, code } = await verify(t, scheduleId);
    expect(out).toContain('✗ 种子与事先公布的承诺值一致（SHA-256）');
    expect(out).not.toContain('抽签结果核验一致');
    expect(out.trim().split('\n').pop()).toBe('核验不一致');
    expect(code).toBe(1);
  });

  it('names a schedule without a draw, exit code 1; no id is a usage error', async () => {
    const { out, code } = await verify(t, newId());
    expect(out).toContain('该排班不是抽签放号，或不存在');
    expect(code).toBe(1);
    expect((await verify(t)).known).toBe(false);
  });
});

describe('draw verify --file, as an auditor runs it', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-draw-audit-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The CLI in a child process with a database it could never reach: it must not try. */
  function cli(...args: string[]) {
    const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));
    return promisify(execFile)(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/cli.ts', ...args],
      {
        cwd: apiRoot,
        env: { ...process.env, DATABASE_URL: 'postgres://nobody@nowhere.invalid/x' },
      },
    );
  }

  it('checks a draw built from the contract alone, and fails a changed one with exit code 1', async () => {
    const seed = randomBytes(32).toString('hex');
    const entries = ['b', 'a', 'c', 'd'].map((id, i) => ({
      id,
      name: '张*',
      preferredSlotIds: i === 0 ? ['s2'] : [],
      waitlist: i % 2 === 1,
    }));
    const places = [
      { slotId: 's2', start: '08:30', end: '09:00', places: 1 },
      { slotId: 's1', start: '08:00', end: '08:30', places: 1 },
    ];
    const poolHash = await drawPoolHash(entries);
    const outcome = await allocate(await drawOrder(entries, seed, poolHash), places, () => null);
    const draw: PublicDraw = {
      scheduleId: newId(),
      hospitalName: '青禾县人民医院',
      departmentName: '心血管内科',
      doctorName: null,
      date: '2026-12-01',
      period: 'am',
      clinicType: '专家',
      windowStart: '2026-11-24T00:00:00.000Z',
      windowEnd: '2026-11-24T00:05:00.000Z',
      commitment: await drawCommitment(seed),
      status: 'done',
      entryCount: entries.length,
      drawnAt: '2026-11-24T00:05:01.000Z',
      seed,
      poolHash,
      entries,
      places,
      outcome,
    };
    const good = path.join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(draw));
    const { stdout } = await cli('draw', 'verify', '--file', good);
    expect(stdout).toContain('登记 4 人，号源 2 个：中签 2 人');
    expect(stdout.trim().split('\n').pop()).toBe('抽签结果核验一致');

    const changed = path.join(dir, 'changed.json');
    writeFileSync(changed, JSON.stringify({ ...draw, outcome: [...outcome].reverse() }));
    const failed = cli('draw', 'verify', '--file', changed);
    await expect(failed).rejects.toMatchObject({ code: 1 });
    await expect(failed).rejects.toMatchObject({
      stdout: expect.stringContaining('✗ 抽签顺序可由种子和名单哈希重算得出'),
    });
  });
});

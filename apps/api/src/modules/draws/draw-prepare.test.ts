import { drawCommitment } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../../lib/china-day.js';
import { ingestSchedule, testHospital, type TestHospital } from '../../test/booking-fixtures.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { updateRules } from '../hospitals/hospitals.service.js';
import { addDays, releaseAt } from '../hospitals/schedule-time.js';
import { findRules } from '../hospitals/schedule.service.js';
import { prepareDraws } from './draw-prepare.js';

const MINUTE_MS = 60_000;

describe.each(engines)('preparing draws on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  let date: string;
  let scheduleId: string;

  const drawOf = (id: string) =>
    t.db.selectFrom('draw').selectAll().where('schedule_id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await testHospital(t, 2);
    // First come while it is published, so only the calls below make its draw.
    await updateRules(t.db, h.id, { release_mode: 'first_come', draw_clinic_types: '' });
    const { windowDays } = await findRules(t.db, h.id);
    date = addDays(chinaToday(), windowDays + 3);
    scheduleId = (await ingestSchedule(t, h, { date })).scheduleId;
  });
  afterAll(() => t.close());

  it('makes a draw with a commitment to its seed, once, within its scope', async () => {
    expect(await drawOf(scheduleId)).toBeUndefined();
    await updateRules(t.db, h.id, { release_mode: 'draw', draw_minutes: 5 });
    // Another schedule's scope, and an empty one, leave it alone.
    expect(await prepareDraws(t.db, { scheduleIds: [] })).toEqual({
      created: 0,
      changed: 0,
      removed: 0,
    });
    await prepareDraws(t.db, { hospitalId: `${h.id}-none` });
    expect(await drawOf(scheduleId)).toBeUndefined();

    const made = await prepareDraws(t.db, { scheduleIds: [scheduleId] });
    expect(made).toEqual({ created: 1, changed: 0, removed: 0 });
    const draw = (await drawOf(scheduleId))!;
    const start = releaseAt(date, await findRules(t.db, h.id));
    expect(draw).toMatchObject({
      window_start: start.toISOString(),
      window_end: new Date(start.getTime() + 5 * MINUTE_MS).toISOString(),
      status: 'open',
      entry_count: null,
      outcome: null,
    });
    expect(await drawCommitment(draw.seed)).toBe(draw.commitment);
    // Twice, and from two processes at once: still one draw, the same seed.
    const again = await Promise.all([
      prepareDraws(t.db, { hospitalId: h.id }),
      prepareDraws(t.db, { scheduleIds: [scheduleId] }),
    ]);
    expect(again.map((c) => c.created + c.changed + c.removed)).toEqual([0, 0]);
    expect((await drawOf(scheduleId))!.seed).toBe(draw.seed);
  });

  it('moves the window with the release time and keeps the commitment', async () => {
    const before = (await drawOf(scheduleId))!;
    await updateRules(t.db, h.id, { release_time: '07:00', draw_minutes: 12 });
    expect(await prepareDraws(t.db, { hospitalId: h.id })).toMatchObject({ changed: 1 });
    const after = (await drawOf(scheduleId))!;
    const start = releaseAt(date, await findRules(t.db, h.id));
    expect([after.window_start, after.window_end]).toEqual([
      start.toISOString(),
      new Date(start.getTime() + 12 * MINUTE_MS).toISOString(),
    ]);
    expect(after.window_start).not.toBe(before.window_start);
    expect([after.seed, after.commitment]).toEqual([before.seed, before.commitment]);
  });

  it('leaves a schedule whose release time has passed as it is', async () => {
    const draw = (await drawOf(scheduleId))!;
    await updateRules(t.db, h.id, { release_mode: 'first_come' });
    // A minute into the window: entries may be in, so the draw stands.
    const inWindow = new Date(Date.parse(draw.window_start) + MINUTE_MS);
    expect(await prepareDraws(t.db, { hospitalId: h.id }, inWindow)).toMatchObject({
      removed: 0,
    });
    expect(await drawOf(scheduleId)).toMatchObject({ seed: draw.seed });
    // Before the window opens first come takes it away.
    expect(await prepareDraws(t.db, { hospitalId: h.id })).toMatchObject({ removed: 1 });
    expect(await drawOf(scheduleId)).toBeUndefined();
    // Nor is a first-come schedule already released turned into a draw.
    await updateRules(t.db, h.id, { release_mode: 'draw' });
    const released = new Date(releaseAt(date, await findRules(t.db, h.id)).getTime() + MINUTE_MS);
    expect(await prepareDraws(t.db, { scheduleIds: [scheduleId] }, released)).toMatchObject({
      created: 0,
    });
    expect(await drawOf(scheduleId)).toBeUndefined();
    await updateRules(t.db, h.id, { release_mode: 'first_come', release_time: '08:00' });
  });

  it("gives a clinic its category's mode when it has none of its own", async () => {
    const clinic = await t.db
      .selectFrom('department')
      .select(['id', 'parent_id'])
      .where('id', '=', h.departmentId)
      .executeTakeFirstOrThrow();
    expect(clinic.parent_id).not.toBeNull();
    await t.db
      .updateTable('department')
      .set({ release_mode: 'draw', draw_minutes: 9 })
      .where('id', '=', clinic.parent_id!)
      .execute();
    await prepareDraws(t.db, { scheduleIds: [scheduleId] });
    const draw = (await drawOf(scheduleId))!;
    expect(Date.parse(draw.window_end) - Date.parse(draw.window_start)).toBe(9 * MINUTE_MS);
    // The clinic's own 先到先得 wins over its category's draw.
    await t.db
      .updateTable('department')
      .set({ release_mode: 'first_come' })
      .where('id', '=', clinic.id)
      .execute();
    expect(await prepareDraws(t.db, { scheduleIds: [scheduleId] })).toMatchObject({ removed: 1 });
    await t.db
      .updateTable('department')
      .set({ release_mode: null, draw_minutes: null })
      .where('id', 'in', [clinic.id, clinic.parent_id!])
      .execute();
  });
});

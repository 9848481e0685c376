import type { EvaluationPage, MyEvaluationList, EvaluationSummary } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, testIdNumber, type TestUser } from '../../test/accounts.js';
import type { TestHospital } from '../../test/booking-fixtures.js';
import { engines } from '../../test/engines.js';
import {
  completedVisit,
  evaluationBody,
  pointsOf,
  writeEvaluation,
} from '../../test/evaluation-fixtures.js';
import { deskHospital } from '../../test/staff-samples/hospital-desk.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bookingClient, ingestSchedule } from '../../test/booking-fixtures.js';
import { chinaToday } from '../../lib/china-day.js';
import { addDays } from '../hospitals/schedule-time.js';

describe.each(engines)('visit evaluations, citizen side, on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await deskHospital(t);
  });
  afterAll(() => t.close());

  const post = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/evaluations', query: { user: user.token }, payload });
  const mine = async (user: TestUser) =>
    (
      await t.app.inject({ url: '/api/evaluations/mine', query: { user: user.token } })
    ).json<MyEvaluationList>();
  const score = (user: TestUser) => pointsOf(t, user);

  it('takes a visit of 30 days ago, refuses 31, one not completed and a stranger’s', async () => {
    const open = await completedVisit(t, h, { daysAgo: 30 });
    const late = await completedVisit(t, h, { user: open.user, daysAgo: 31 });
    expect((await mine(open.user)).evaluable).toEqual([open.bookingId]);

    const refused = await post(open.user, evaluationBody(late.bookingId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EVALUATION_WINDOW_PASSED');

    const stranger = await createTestUser(t.db, { verified: true });
    const theirs = await post(stranger, evaluationBody(open.bookingId));
    expect(theirs.statusCode).toBe(404);

    const { slotIds } = await ingestSchedule(t, h, { date: addDays(chinaToday(), 2) });
    const pending = await bookingClient(t, h).book(stranger, slotIds[0]!, 'self', 'pending');
    const early = await post(stranger, evaluationBody(pending.body.id));
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('NOT_COMPLETED');
    // A feed that marks a visit completed before its day does not open it to evaluation.
    const ahead = await completedVisit(t, h, { user: stranger, daysAgo: -2 });
    expect((await mine(stranger)).evaluable).toEqual([]);
    const premature = await post(stranger, evaluationBody(ahead.bookingId));
    expect(premature.statusCode).toBe(409);
    expect(premature.json().code).toBe('NOT_COMPLETED');

    const before = await score(open.user);
    const ok = await post(open.user, evaluationBody(open.bookingId, '  候诊区干净，护士很热情  '));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'published', points: 10 });
    expect(await score(open.user)).toBe(before + 10);
    const list = await mine(open.user);
    expect(list.evaluable).toEqual([]);
    expect(list.list[0]).toMatchObject({ text: '候诊区干净，护士很热情', editable: true });
  });

  it('takes one evaluation per visit, also from two requests at once, with points once', async () => {
    const { user, bookingId } = await completedVisit(t, h);
    const before = await score(user);
    const answers = await Promise.all([
      post(user, evaluationBody(bookingId, '第一次')),
      post(user, evaluationBody(bookingId, '第二次')),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('ALREADY_EVALUATED');
    const again = await post(user, evaluationBody(bookingId));
    expect(again.json().code).toBe('ALREADY_EVALUATED');
    expect(await score(user)).toBe(before + 10);
    const rows = await t.db
      .selectFrom('evaluation')
      .select('id')
      .where('booking_id', '=', bookingId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('lets the author edit once within 24 hours, and nobody else', async () => {
    const { user, bookingId } = await completedVisit(t, h);
    const { id } = await writeEvaluation(t, user, evaluationBody(bookingId));
    const edit = (who: TestUser, text: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/evaluations/${id}`,
        query: { user: who.token },
        payload: { ...evaluationBody(bookingId, text), bookingId: undefined },
      });
    const stranger = await createTestUser(t.db, { verified: true });
    expect((await edit(stranger, '改')).statusCode).toBe(404);
    const first = await edit(user, '复诊后补充：药效很好');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'published', points: 0 });
    const second = await edit(user, '再改一次');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('只能修改一次');
    expect((await mine(user)).list[0]).toMatchObject({
      text: '复诊后补充：药效很好',
      editable: false,
    });

    const other = await completedVisit(t, h, { user });
    const late = await writeEvaluation(t, user, evaluationBody(other.bookingId));
    await t.db
      .updateTable('evaluation')
      .set({ created_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where('id', '=', late.id)
      .execute();
    const tooLate = await t.app.inject({
      method: 'PUT',
      url: `/api/evaluations/${late.id}`,
      query: { user: user.token },
      payload: { ...evaluationBody(other.bookingId), bookingId: undefined },
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toContain('24 小时');
  });

  it('refuses phone numbers, ID numbers and links with the reason, writing nothing', async () => {
    const { user, bookingId } = await completedVisit(t, h);
    for (const [text, named] of [
      ['加我微信 138 0013 8000 详聊', '电话号码'],
      [`身份证${testIdNumber()}`, '身份证号码'],
      ['更多点评见 www.haodaifu.example', '网址'],
      ['看病前先上 ａｂｃ.ｃｏｍ 查', '网址'],
    ] as const) {
      const res = await post(user, evaluationBody(bookingId, text));
      expect(res.statusCode, text).toBe(400);
      expect(res.json().message, text).toContain(named);
    }
    const rows = await t.db
      .selectFrom('evaluation')
      .select('id')
      .where('booking_id', '=', bookingId)
      .execute();
    expect(rows).toEqual([]);
    expect((await mine(user)).evaluable).toEqual([bookingId]);
  });

  it('lists published ones newest first with the author masked and sums them up', async () => {
    const doctorId = h.doctorIds[1] ?? h.doctorIds[0]!;
    const summary = async (query: string) =>
      t.app.inject({ url: `/api/evaluations/summary?${query}` });
    const before = (await summary(`doctorId=${doctorId}`)).json<EvaluationSummary>();
    const a = await completedVisit(t, h, { doctorId });
    await writeEvaluation(t, a.user, evaluationBody(a.bookingId, '第一条'));
    const b = await completedVisit(t, h, { doctorId });
    await writeEvaluation(t, b.user, {
      ...evaluationBody(b.bookingId, '第二条'),
      scores: { skill: 2, attitude: 3, environment: 3, waiting: 1 },
      overall: 'dissatisfied',
    });
    const after = (await summary(`doctorId=${doctorId}`)).json<EvaluationSummary>();
    expect(after.count).toBe(before.count + 2);
    if (before.count === 0) {
      expect(after.averages).toEqual({ skill: 3.5, attitude: 4, environment: 3.5, waiting: 2 });
      expect(after.satisfiedShare).toBe(0.5);
    }
    const page = (
      await t.app.inject({ url: `/api/evaluations?doctorId=${doctorId}&pageSize=2` })
    ).json<EvaluationPage>();
    expect(page.list.map((e) => e.text)).toEqual(['第二条', '第一条']);
    expect(page.list[0]!.author).toMatch(/^[^*]\*+$/);
    expect(page.list[0]!.visitMonth).toMatch(/^\d{4}-\d{2}$/);
    expect(page.list[0]!.doctorId).toBe(doctorId);

    expect((await summary('')).statusCode).toBe(400);
    const two = await summary(`doctorId=${doctorId}&hospitalId=${h.id}`);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toContain('一个');
  });
});

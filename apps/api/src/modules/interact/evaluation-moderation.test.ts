import type { EvaluationPage, MyEvaluationList, StaffEvaluationPage } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/accounts.js';
import { testHospital, type TestHospital } from '../../test/booking-fixtures.js';
import { engines } from '../../test/engines.js';
import {
  completedVisit,
  evaluationBody,
  pointsOf,
  writeEvaluation,
} from '../../test/evaluation-fixtures.js';
import { staffSession, type StaffClient } from '../../test/staff-fixtures.js';
import { deskHospital } from '../../test/staff-samples/hospital-desk.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ACCOUNT_RULES_KEY, forgetAccountRules } from '../auth/account-rules.js';

describe.each(engines)('visit evaluations, moderation, on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  let other: TestHospital;
  let admin: StaffClient;
  let bureau: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await deskHospital(t);
    for (let i = 0; !other || other.id === h.id; i++) other = await testHospital(t, i);
    admin = await staffSession(t.app, 'rmyy-admin');
    bureau = await staffSession(t.app, 'bureau');
    for (const word of ['红包', 'SB']) {
      const res = await bureau.inject({
        method: 'POST',
        url: '/api/staff/sensitive-words',
        payload: { word },
      });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  const score = (user: TestUser) => pointsOf(t, user);
  const publicIds = async () =>
    (await t.app.inject({ url: `/api/evaluations?hospitalId=${h.id}&pageSize=100` }))
      .json<EvaluationPage>()
      .list.map((e) => e.id);
  const queue = async (client: StaffClient, query = '') =>
    (
      await client.inject({ url: `/api/staff/evaluations?pageSize=100${query}` })
    ).json<StaffEvaluationPage>();
  const moderate = (client: StaffClient, id: string, payload: object) =>
    client.inject({ method: 'POST', url: `/api/staff/evaluations/${id}/moderate`, payload });
  const report = (user: TestUser, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/evaluations/${id}/report`,
      query: { user: user.token },
    });

  it('holds evasions of listed words for the queue; publishing shows it and credits once', async () => {
    const held: { user: TestUser; id: string }[] = [];
    for (const text of ['医生收了紅 包', '这个 ＳＢ 护士', '红-包不能收']) {
      const { user, bookingId } = await completedVisit(t, h);
      const before = await score(user);
      const written = await writeEvaluation(t, user, evaluationBody(bookingId, text));
      expect(written, text).toMatchObject({ status: 'held', points: 0 });
      expect(await score(user)).toBe(before);
      held.push({ user, id: written.id });
    }
    const ids = await publicIds();
    expect(held.some((e) => ids.includes(e.id))).toBe(false);
    const waiting = await queue(admin);
    const first = waiting.list.find((e) => e.id === held[0]!.id)!;
    expect(first).toMatchObject({ status: 'held', matchedWords: ['红包'] });
    expect(waiting.list.find((e) => e.id === held[1]!.id)!.matchedWords).toEqual(['SB']);

    const { user, id } = held[0]!;
    const before = await score(user);
    const published = await moderate(admin, id, { action: 'publish' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', reports: 0 });
    expect(await publicIds()).toContain(id);
    expect(await score(user)).toBe(before + 10);
    expect((await moderate(bureau, id, { action: 'publish' })).statusCode).toBe(409);
    // Rejected, then published again: the visit's points were credited already.
    expect(
      (await moderate(bureau, id, { action: 'reject', reason: '含不当用语' })).statusCode,
    ).toBe(200);
    expect((await moderate(bureau, id, { action: 'publish' })).statusCode).toBe(200);
    expect(await score(user)).toBe(before + 10);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', id)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'evaluation.publish',
      'evaluation.publish',
      'evaluation.reject',
    ]);
  });

  it('shows the author a rejection’s reason; a clean edit publishes it', async () => {
    const { user, bookingId } = await completedVisit(t, h);
    const { id } = await writeEvaluation(t, user, evaluationBody(bookingId, '给了红包才看'));
    const rejected = await moderate(admin, id, { action: 'reject', reason: '含不实指控，请修改' });
    expect(rejected.statusCode).toBe(200);
    const mine = async () =>
      (
        await t.app.inject({ url: '/api/evaluations/mine', query: { user: user.token } })
      ).json<MyEvaluationList>().list[0]!;
    expect(await mine()).toMatchObject({
      status: 'rejected',
      rejectReason: '含不实指控，请修改',
      editable: true,
    });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/evaluations/${id}`,
      query: { user: user.token },
      payload: { ...evaluationBody(bookingId, '医生看得很仔细'), bookingId: undefined },
    });
    expect(edited.json()).toMatchObject({ status: 'published', points: 10 });
    expect(await mine()).toMatchObject({ status: 'published', rejectReason: null });
  });

  it('hides one after three reports until a moderator publishes it again', async () => {
    const { user, bookingId } = await completedVisit(t, h);
    const { id } = await writeEvaluation(t, user, evaluationBody(bookingId, '态度一般'));
    expect((await report(user, id)).statusCode).toBe(409);
    const readers = await Promise.all([1, 2, 3].map(() => createTestUser(t.db)));
    expect((await report(readers[0]!, id)).statusCode).toBe(200);
    const twice = await report(readers[0]!, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('您已举报过这条评价');
    expect(await publicIds()).toContain(id);
    const [second, third] = await Promise.all([report(readers[1]!, id), report(readers[2]!, id)]);
    expect([second.statusCode, third.statusCode]).toEqual([200, 200]);
    expect(await publicIds()).not.toContain(id);
    expect((await report(await createTestUser(t.db), id)).statusCode).toBe(404);
    const hidden = (await queue(admin)).list.find((e) => e.id === id);
    expect(hidden).toMatchObject({ status: 'hidden', reports: 3 });
    const again = await moderate(admin, id, { action: 'publish' });
    expect(again.json()).toMatchObject({ status: 'published', reports: 0 });
    expect(await publicIds()).toContain(id);
  });

  it('keeps to the day’s budgets for writing and reporting (429)', async () => {
    await t.db
      .insertInto('site_setting')
      .values({
        key: ACCOUNT_RULES_KEY,
        value: JSON.stringify({ evaluationDailyMax: 1, evaluationReportDailyMax: 1 }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    forgetAccountRules(t.db);
    try {
      const a = await completedVisit(t, h);
      const b = await completedVisit(t, h, { user: a.user });
      const first = await writeEvaluation(t, a.user, evaluationBody(a.bookingId));
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/evaluations',
        query: { user: a.user.token },
        payload: evaluationBody(b.bookingId),
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      const c = await completedVisit(t, h);
      const second = await writeEvaluation(t, c.user, evaluationBody(c.bookingId));
      const reader = await createTestUser(t.db);
      expect((await report(reader, first.id)).statusCode).toBe(200);
      expect((await report(reader, second.id)).statusCode).toBe(429);
    } finally {
      await t.db.deleteFrom('site_setting').where('key', '=', ACCOUNT_RULES_KEY).execute();
      forgetAccountRules(t.db);
    }
  });

  it('confines a hospital administrator to their hospital; the reply is theirs and once', async () => {
    const theirs = await completedVisit(t, other);
    const far = await writeEvaluation(t, theirs.user, evaluationBody(theirs.bookingId, '那边红包'));
    expect((await moderate(admin, far.id, { action: 'publish' })).statusCode).toBe(404);
    const listed = await queue(admin, `&hospitalId=${other.id}`);
    expect(listed.list.every((e) => e.hospitalId === h.id)).toBe(true);
    expect((await queue(bureau)).list.map((e) => e.id)).toContain(far.id);
    await moderate(bureau, far.id, { action: 'publish' });
    const reply = (client: StaffClient, id: string, text = '感谢您的反馈') =>
      client.inject({
        method: 'POST',
        url: `/api/staff/evaluations/${id}/reply`,
        payload: { text },
      });
    expect((await reply(admin, far.id)).statusCode).toBe(404);

    const own = await completedVisit(t, h);
    const mine = await writeEvaluation(t, own.user, evaluationBody(own.bookingId));
    expect((await reply(bureau, mine.id)).statusCode).toBe(403);
    const answered = await reply(admin, mine.id, '  感谢您的肯定  ');
    expect(answered.statusCode).toBe(200);
    expect(answered.json().reply.text).toBe('感谢您的肯定');
    expect((await reply(admin, mine.id, '再回复')).statusCode).toBe(409);
    const shown = (
      await t.app.inject({ url: `/api/evaluations?hospitalId=${h.id}&pageSize=100` })
    ).json<EvaluationPage>();
    expect(shown.list.find((e) => e.id === mine.id)!.reply!.text).toBe('感谢您的肯定');

    const doctor = await staffSession(t.app, 'rmyy-doctor');
    expect((await doctor.inject({ url: '/api/staff/evaluations' })).statusCode).toBe(403);
  });
});

import {
  API,
  type ConsultDetail,
  type ConsultPage,
  type ConsultRatingSummary,
  type PublicConsultPage,
} from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/accounts.js';
import { testHospital, type TestHospital } from '../../test/booking-fixtures.js';
import { answer, ask, askBody, asked, uploadImage } from '../../test/consult-fixtures.js';
import { engines } from '../../test/engines.js';
import { pointsOf } from '../../test/evaluation-fixtures.js';
import { addMember, verifiedUser } from '../../test/records-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { forgetSensitiveMatcher } from '../../lib/text-screen.js';
import { newId } from '../../lib/tokens.js';
import { ACCOUNT_RULES_KEY, forgetAccountRules } from '../auth/account-rules.js';

describe.each(engines)('consultations, the citizen side, on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  let doctorId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await testHospital(t);
    doctorId = h.doctorIds[0]!;
  });
  afterAll(() => t.close());

  const url = (path: string, id: string) => path.replace(':id', id);
  const get = (user: TestUser, path: string) =>
    t.app.inject({ url: path, query: { user: user.token } });
  const post = (user: TestUser, path: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: path, query: { user: user.token }, payload });
  const detail = async (user: TestUser, id: string) =>
    (await get(user, url(API.consultation, id))).json<ConsultDetail>();
  const rowsOf = (user: TestUser) =>
    t.db.selectFrom('consultation').select('id').where('account_id', '=', user.userId).execute();
  const imageIdOf = async (user: TestUser) => {
    const res = await uploadImage(t, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: string }>().id;
  };

  it('shows a consultation and its images to its asker only; others get 404', async () => {
    const user = await verifiedUser(t);
    const imageId = await imageIdOf(user);
    const id = await asked(
      t,
      user,
      askBody(h.departmentId, { public: false, imageIds: [imageId] }),
    );
    const thread = await detail(user, id);
    expect(thread).toMatchObject({
      status: 'waiting',
      public: false,
      patientLabel: '本人',
      patient: { sex: '男' },
      canFollowUp: false,
      canClose: true,
      canRate: false,
    });
    expect(thread.patient.age).toBeGreaterThanOrEqual(45);
    const imageUrl = thread.messages[0]!.images[0]!;
    expect(imageUrl).toBe(`/api/consultations/${id}/images/${imageId}`);
    const image = await get(user, imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toMatch(/^private/);
    // The stored file is not served through the public avatar route.
    expect((await t.app.inject({ url: `/api/files/consult/${imageId}` })).statusCode).toBe(404);

    const other = await createTestUser(t.db, { verified: true });
    for (const res of [
      await get(other, url(API.consultation, id)),
      await get(other, imageUrl),
      await post(other, url(API.consultMessages, id), { text: '我也想问问这个问题' }),
      await post(other, url(API.consultClose, id)),
      await post(other, url(API.consultRating, id), { score: 1 }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    // Another's consultation answers as one that does not exist: nothing tells them apart.
    for (const path of [url(API.consultation, id), imageUrl]) {
      const theirs = await get(other, path);
      const none = await get(other, path.replace(id, 'no-such-consultation'));
      expect({ status: none.statusCode, body: none.body }).toEqual({
        status: theirs.statusCode,
        body: theirs.body,
      });
    }
    expect((await get(user, url(API.consultation, id))).json<ConsultDetail>().status).toBe(
      'waiting',
    );

    const unverified = await createTestUser(t.db);
    expect((await ask(t, unverified, askBody(h.departmentId))).statusCode).toBe(403);
    expect((await uploadImage(t, unverified)).statusCode).toBe(403);
    expect(await rowsOf(unverified)).toEqual([]);
  });

  it('asks for a verified family member, shown masked in the list; not for a stranger’s', async () => {
    const user = await verifiedUser(t);
    const member = await addMember(t, user);
    const id = await asked(t, user, askBody(h.departmentId, { patientId: member.id }));
    const thread = await detail(user, id);
    expect(thread.patientLabel).toBe('王**（父母）');
    expect(thread.patient.age).toBeGreaterThanOrEqual(75);
    const page = (await get(user, API.consultPage)).json<ConsultPage>();
    expect(page.list.map((c) => [c.id, c.patientLabel])).toEqual([[id, '王**（父母）']]);

    const stranger = await verifiedUser(t);
    const refused = await ask(t, stranger, askBody(h.departmentId, { patientId: member.id }));
    expect(refused.statusCode).toBe(404);
  });

  it('lists answered public ones anonymised, never private or waiting ones', async () => {
    const user = await verifiedUser(t);
    const identity = await t.db
      .selectFrom('user_identity')
      .select(['name', 'phone'])
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    const member = await addMember(t, user);
    const imageId = await imageIdOf(user);
    const shown = await asked(
      t,
      user,
      askBody(h.departmentId, {
        patientId: member.id,
        text: '老人膝盖疼了半个月，上下楼更明显，平时要注意什么？',
        imageIds: [imageId],
      }),
    );
    const secret = await asked(
      t,
      user,
      askBody(h.departmentId, { public: false, text: '私密问题：体检发现甲状腺结节怎么办' }),
    );
    const waiting = await asked(
      t,
      user,
      askBody(h.departmentId, { text: '还没有人回复的问题：头晕乏力怎么调理' }),
    );
    await answer(t, shown, doctorId, '膝盖疼建议少爬楼梯，注意保暖，必要时到骨科面诊。');
    await answer(t, secret, doctorId);

    const res = await t.app.inject({ url: `${API.consultations}?departmentId=${h.departmentId}` });
    expect(res.statusCode).toBe(200);
    const page = res.json<PublicConsultPage>();
    const ids = page.list.map((c) => c.id);
    expect(ids).toContain(shown);
    expect(ids).not.toContain(secret);
    expect(ids).not.toContain(waiting);
    const item = page.list.find((c) => c.id === shown)!;
    expect(item.patient.sex).toBe('男');
    expect(item.messages.map((m) => m.from)).toEqual(['patient', 'doctor']);
    for (const leak of [
      member.name,
      member.idNo,
      member.phone,
      identity.name,
      identity.phone,
      user.idNo,
      '王**',
      '父母',
      imageId,
      '/images/',
    ]) {
      expect(res.body, leak).not.toContain(leak);
    }
    const byKeyword = (
      await t.app.inject({ url: `${API.consultations}?keyword=${encodeURIComponent('膝盖')}` })
    ).json<PublicConsultPage>();
    expect(byKeyword.list.map((c) => c.id)).toContain(shown);
    const ofHospital = async (hospitalId: string) =>
      (await t.app.inject({ url: `${API.consultations}?hospitalId=${hospitalId}` }))
        .json<PublicConsultPage>()
        .list.map((c) => c.id);
    expect(await ofHospital(h.id)).toContain(shown);
    expect(await ofHospital((await testHospital(t, 1)).id)).not.toContain(shown);
    const indexed = await t.db
      .selectFrom('search_document')
      .select(['doc_id', 'url'])
      .where('type', '=', 'consult')
      .where('doc_id', 'in', [shown, secret, waiting])
      .execute();
    expect(indexed).toEqual([{ doc_id: shown, url: `/interact/consult?id=${shown}` }]);
  });

  it('takes 10 characters, not 9, and refuses contact details writing nothing', async () => {
    const user = await verifiedUser(t);
    const short = await ask(t, user, askBody(h.departmentId, { text: '一二三四五六七八九' }));
    expect(short.statusCode).toBe(400);
    for (const [text, named] of [
      ['孩子发烧怎么办，请打我电话 138 0013 8000', '电话号码'],
      ['孩子发烧怎么办，详情见 www.haodaifu.example', '网址'],
    ] as const) {
      const res = await ask(t, user, askBody(h.departmentId, { text }));
      expect(res.statusCode, text).toBe(400);
      expect(res.json().message, text).toContain(named);
    }
    expect(await rowsOf(user)).toEqual([]);
    const ok = await ask(t, user, askBody(h.departmentId, { text: '一二三四五六七八九十' }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await rowsOf(user)).toHaveLength(1);
  });

  it('refuses a listed word however it is dressed up, before anything is written', async () => {
    await t.db
      .insertInto('sensitive_word')
      .values({ id: newId(), word: '红包', created_at: new Date().toISOString(), created_by: null })
      .execute();
    forgetSensitiveMatcher(t.db);
    const user = await verifiedUser(t);
    const res = await ask(
      t,
      user,
      askBody(h.departmentId, { text: '请问手术前要给医生送紅 包吗？' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('红包');
    expect(await rowsOf(user)).toEqual([]);
  });

  it('refuses another account’s image, an attached one and a fourth', async () => {
    const user = await verifiedUser(t);
    const other = await verifiedUser(t);
    const theirs = await imageIdOf(other);
    const refused = await ask(t, user, askBody(h.departmentId, { imageIds: [theirs] }));
    expect(refused.statusCode).toBe(400);
    const mine = await Promise.all([1, 2, 3, 4].map(() => imageIdOf(user)));
    const four = await ask(t, user, askBody(h.departmentId, { imageIds: mine }));
    expect(four.statusCode).toBe(400);
    expect(await rowsOf(user)).toEqual([]);
    await asked(t, user, askBody(h.departmentId, { imageIds: mine.slice(0, 1) }));
    const again = await ask(t, user, askBody(h.departmentId, { imageIds: mine.slice(0, 1) }));
    expect(again.statusCode).toBe(400);
    expect(await rowsOf(user)).toHaveLength(1);
  });

  it('answers a retry with the same consultation, points once; 422 for another body', async () => {
    const user = await verifiedUser(t);
    const before = await pointsOf(t, user);
    const body = askBody(h.departmentId);
    const [first, second] = await Promise.all([
      ask(t, user, body, 'retry-key-1'),
      ask(t, user, body, 'retry-key-1'),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const third = await ask(t, user, body, 'retry-key-1');
    expect(third.json()).toEqual({ id: first.json().id, points: 0 });
    expect([first.json().points, second.json().points].sort()).toEqual([0, 5]);
    expect(await rowsOf(user)).toHaveLength(1);
    expect(await pointsOf(t, user)).toBe(before + 5);
    const other = await ask(t, user, askBody(h.departmentId, { public: false }), 'retry-key-1');
    expect(other.statusCode).toBe(422);
    expect(await rowsOf(user)).toHaveLength(1);
  });

  describe('budgets', () => {
    const setRules = async (rules: object) => {
      const at = new Date().toISOString();
      await t.db
        .insertInto('site_setting')
        .values({ key: ACCOUNT_RULES_KEY, value: JSON.stringify(rules), updated_at: at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(rules) }))
        .execute();
      forgetAccountRules(t.db);
    };
    afterEach(async () => {
      await t.db.deleteFrom('site_setting').where('key', '=', ACCOUNT_RULES_KEY).execute();
      forgetAccountRules(t.db);
    });

    it('refuses a 4th open consultation until one closes (429 CONSULT_LIMIT)', async () => {
      const user = await verifiedUser(t);
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push(await asked(t, user, askBody(h.departmentId)));
      const fourth = await ask(t, user, askBody(h.departmentId));
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().code).toBe('CONSULT_LIMIT');
      expect(fourth.json().message).toContain('尚未结束');
      expect((await post(user, url(API.consultClose, ids[0]!))).statusCode).toBe(200);
      expect((await ask(t, user, askBody(h.departmentId))).statusCode).toBe(200);
    });

    it('refuses past the day’s budget, closed ones counted', async () => {
      await setRules({ consultDailyMax: 2, consultOpenMax: 10 });
      const user = await verifiedUser(t);
      const first = await asked(t, user, askBody(h.departmentId));
      await post(user, url(API.consultClose, first));
      await asked(t, user, askBody(h.departmentId));
      const third = await ask(t, user, askBody(h.departmentId));
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('CONSULT_LIMIT');
      expect(third.json().message).toContain('每日上限');
    });
  });

  it('takes 2 follow-ups after answers, then 409; a rating once; unread marks', async () => {
    const user = await verifiedUser(t);
    const id = await asked(t, user, askBody(h.departmentId, { departmentId: undefined, doctorId }));
    const early = await post(user, url(API.consultMessages, id), { text: '请问还需要做检查吗' });
    expect(early.statusCode).toBe(409);
    expect((await post(user, url(API.consultRating, id), { score: 5 })).statusCode).toBe(409);

    await answer(t, id, doctorId);
    const page = (await get(user, API.consultPage)).json<ConsultPage>();
    expect(page.list[0]).toMatchObject({ id, status: 'answered', unread: 1 });
    expect(page.unreadByStatus.answered).toBe(1);
    const read = await detail(user, id);
    expect(read).toMatchObject({ canFollowUp: true, followUpsLeft: 2, canRate: true });
    const after = (await get(user, `${API.consultPage}?status=answered`)).json<ConsultPage>();
    expect(after.list[0]!.unread).toBe(0);
    expect(after.unreadByStatus.answered).toBe(0);

    for (const n of [1, 2]) {
      const res = await post(user, url(API.consultMessages, id), { text: `追问第 ${n} 次` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ConsultDetail>().canFollowUp).toBe(false);
      await answer(t, id, doctorId, `第 ${n} 次追问的回复`);
    }
    const third = await post(user, url(API.consultMessages, id), { text: '追问第 3 次' });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toContain('2 次');
    expect((await detail(user, id)).status).toBe('answered');

    const rated = await post(user, url(API.consultRating, id), { score: 4, text: '回复很及时' });
    expect(rated.statusCode).toBe(200);
    expect(rated.json<ConsultDetail>()).toMatchObject({ canRate: false, rating: { score: 4 } });
    const twice = await post(user, url(API.consultRating, id), { score: 1 });
    expect(twice.statusCode).toBe(409);
    const summary = (
      await t.app.inject({ url: url(API.doctorConsultRatings, doctorId) })
    ).json<ConsultRatingSummary>();
    expect(summary.count).toBeGreaterThanOrEqual(1);
    expect(summary.recent[0]).toMatchObject({ score: 4, text: '回复很及时' });
  });

  it('asks a doctor only when one of department and doctor is given and the doctor takes questions', async () => {
    const user = await verifiedUser(t);
    const both = await ask(t, user, askBody(h.departmentId, { doctorId }));
    expect(both.statusCode).toBe(400);
    const neither = await ask(t, user, askBody(h.departmentId, { departmentId: undefined }));
    expect(neither.statusCode).toBe(400);
    await t.db
      .updateTable('doctor')
      .set({ accepts_questions: 0 })
      .where('id', '=', doctorId)
      .execute();
    try {
      const res = await ask(t, user, {
        ...askBody(h.departmentId),
        departmentId: undefined,
        doctorId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('暂不接受');
    } finally {
      await t.db
        .updateTable('doctor')
        .set({ accepts_questions: 1 })
        .where('id', '=', doctorId)
        .execute();
    }
    expect(await rowsOf(user)).toEqual([]);
  });
});

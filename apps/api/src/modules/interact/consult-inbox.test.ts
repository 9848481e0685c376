import type {
  ConsultPage,
  DashboardAnswer,
  PublicConsultPage,
  StaffConsultDetail,
  StaffConsultPage,
  StaffConsultBox,
  StaffPhrase,
} from '@portal/contract';
import { API, CONSULT_PHRASES_MAX } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser, type TestUser } from '../../test/accounts.js';
import { testHospital, type TestHospital } from '../../test/booking-fixtures.js';
import { askBody, asked, uploadImage } from '../../test/consult-fixtures.js';
import { engines } from '../../test/engines.js';
import { DEMO_STAFF, staffSession, type StaffClient } from '../../test/staff-fixtures.js';
import { deskHospital } from '../../test/staff-samples/hospital-desk.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { SmsMessage } from '../../lib/sms.js';
import { newId } from '../../lib/tokens.js';
import {
  accountConsultations,
  insertConsultation,
  insertMessage,
} from './consultations.repository.js';

/** A doctor's staff account, active, linked to `doctorId`, and a session for it. */
async function doctorAccount(t: TestApp, doctorId: string): Promise<StaffClient> {
  const doctor = await t.db
    .selectFrom('doctor')
    .select('hospital_id')
    .where('id', '=', doctorId)
    .executeTakeFirstOrThrow();
  const username = `doc-${newId().slice(0, 8)}`.toLowerCase();
  const at = new Date().toISOString();
  await t.db
    .insertInto('staff_account')
    .values({
      id: newId(),
      username,
      name: '测试医生',
      role: 'doctor',
      hospital_id: doctor.hospital_id,
      doctor_id: doctorId,
      password_hash: null,
      totp_secret: null,
      status: 'active',
      created_at: at,
      updated_at: at,
    })
    .execute();
  return staffSession(t.app, username);
}

describe.each(engines)('the doctors’ consultation inbox, on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  let asker: TestUser;
  let doctor: StaffClient;
  let colleague: StaffClient;
  let stranger: StaffClient;
  let otherDepartment: string;
  const sent: SmsMessage[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await deskHospital(t);
    asker = await createTestUser(t.db, { verified: true });
    doctor = await staffSession(t.app, DEMO_STAFF.doctor);
    colleague = await doctorAccount(t, h.doctorIds[1]!);
    const elsewhere = await t.db
      .selectFrom('doctor')
      .select(['id', 'department_id'])
      .where('hospital_id', '=', h.id)
      .where('department_id', '<>', h.departmentId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    otherDepartment = elsewhere.department_id;
    stranger = await doctorAccount(t, elsewhere.id);
    const send = t.app.sms.send.bind(t.app.sms);
    vi.spyOn(t.app.sms, 'send').mockImplementation(async (message) => {
      sent.push(message);
      await send(message);
    });
  });
  afterAll(() => t.close());

  /** A question as the citizen side stores it: to the department, or to a named doctor. */
  async function ask(options: { doctorId?: string; public?: boolean; at?: Date } = {}) {
    const id = newId();
    const at = (options.at ?? new Date()).toISOString();
    await insertConsultation(t.db, {
      id,
      account_id: asker.userId,
      family_member_id: null,
      idempotency_key: newId(),
      request_hash: 'test',
      patient_label: '本人',
      patient_age: 46,
      patient_sex: '男',
      hospital_id: h.id,
      department_id: h.departmentId,
      doctor_id: options.doctorId ?? null,
      asked_doctor_id: options.doctorId ?? null,
      status: 'waiting',
      public: options.public ? 1 : 0,
      title: '最近胸口偶尔发闷',
      queued_at: at,
      created_at: at,
      updated_at: at,
    });
    await insertMessage(t.db, {
      id: newId(),
      consultation_id: id,
      sender: 'patient',
      doctor_id: null,
      staff_id: null,
      text: '最近胸口偶尔发闷，活动后明显，需要做什么检查？',
      created_at: at,
    });
    return id;
  }

  const url = (id: string, action = '') => `/api/staff/consultations/${id}${action}`;
  const box = async (client: StaffClient, name: StaffConsultBox) =>
    (
      await client.inject({ url: `/api/staff/consultations?box=${name}&pageSize=100` })
    ).json<StaffConsultPage>();
  const ids = async (client: StaffClient, name: StaffConsultBox) =>
    (await box(client, name)).list.map((c) => c.id);
  const post = (client: StaffClient, id: string, action: string, payload?: object) =>
    client.inject({ method: 'POST', url: url(id, action), payload: payload ?? {} });
  const row = (id: string) =>
    t.db.selectFrom('consultation').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('shows a department question to every doctor of the department, and no one else', async () => {
    const id = await ask();
    expect(await ids(doctor, 'department')).toContain(id);
    expect(await ids(colleague, 'department')).toContain(id);
    expect(await ids(stranger, 'department')).not.toContain(id);
    const detail = await doctor.inject({ url: url(id) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<StaffConsultDetail>()).toMatchObject({
      status: 'waiting',
      patient: { age: 46, sex: '男' },
      canTake: true,
      canReply: true,
      messages: [{ from: 'patient' }],
    });
    expect(JSON.stringify(detail.json())).not.toContain('测试用户');
    expect((await stranger.inject({ url: url(id) })).statusCode).toBe(404);
    expect((await post(stranger, id, '/take')).statusCode).toBe(404);
    expect((await post(stranger, id, '/reply', { text: '您好' })).statusCode).toBe(404);
    expect((await row(id)).doctor_id).toBeNull();
  });

  it('keeps a named doctor’s question from colleagues until the clock passes it on', async () => {
    const id = await ask({ doctorId: h.doctorIds[0] });
    expect(await ids(doctor, 'mine')).toContain(id);
    expect(await ids(colleague, 'department')).not.toContain(id);
    expect((await colleague.inject({ url: url(id) })).statusCode).toBe(404);
    expect((await post(colleague, id, '/take')).statusCode).toBe(404);
  });

  it('lets exactly one of two doctors racing take a question', async () => {
    const id = await ask();
    const answers = await Promise.all([post(doctor, id, '/take'), post(colleague, id, '/take')]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const lost = answers.find((a) => a.statusCode === 409)!;
    expect(lost.json<{ message: string }>().message).toContain('其他医生');
    const winner = answers[0]!.statusCode === 200 ? doctor : colleague;
    expect((await row(id)).doctor_id).toBe(winner.doctorId);
    // The loser still reads it (same department) but may not write in it.
    const loser = winner === doctor ? colleague : doctor;
    expect((await loser.inject({ url: url(id) })).json<StaffConsultDetail>().canReply).toBe(false);
    expect((await post(loser, id, '/reply', { text: '您好，建议做心电图。' })).statusCode).toBe(
      409,
    );
    expect(await ids(winner, 'mine')).toContain(id);
    expect(await ids(loser, 'department')).not.toContain(id);
  });

  it('answers: takes it, marks it answered, the asker sees one unread, one text on the first answer', async () => {
    const id = await ask({ public: true });
    const publicIds = async () =>
      (await t.app.inject({ url: `${API.consultations}?departmentId=${h.departmentId}` }))
        .json<PublicConsultPage>()
        .list.map((c) => c.id);
    expect(await publicIds()).not.toContain(id);
    const before = sent.length;
    const first = await post(doctor, id, '/reply', { text: '您好，建议先做心电图和心脏彩超。' });
    // At once, though the public list had just been read (and cached) without it.
    expect(await publicIds()).toContain(id);
    expect(first.statusCode).toBe(200);
    expect(first.json<StaffConsultDetail>()).toMatchObject({
      status: 'answered',
      mine: true,
      messages: [{ from: 'patient' }, { from: 'doctor', text: '您好，建议先做心电图和心脏彩超。' }],
    });
    const answered = await row(id);
    expect(answered).toMatchObject({ status: 'answered', doctor_id: doctor.doctorId });
    expect(answered.answered_at).not.toBeNull();
    expect(answered.last_reply_at).toBe(answered.answered_at);
    const texts = sent.slice(before).filter((m) => m.purpose === 'consult_answered');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ phone: asker.phone, params: { change: '已有医生回复' } });

    const mine = await accountConsultations(t.db, asker.userId, undefined, 1, 100);
    expect(mine.rows.find((r) => r.id === id)?.unread).toBe(1);

    // A second reply moves the last reply on and texts nobody.
    const second = await post(doctor, id, '/reply', { text: '检查结果出来后可以再来问。' });
    expect(second.statusCode).toBe(200);
    expect(sent.slice(before).filter((m) => m.purpose === 'consult_answered')).toHaveLength(1);
    expect((await row(id)).last_reply_at! > answered.last_reply_at!).toBe(true);
    expect((await row(id)).answered_at).toBe(answered.answered_at);
    // Answered public ones are in the site search.
    const indexed = await t.db
      .selectFrom('search_document')
      .select('doc_id')
      .where('type', '=', 'consult')
      .where('doc_id', '=', id)
      .execute();
    expect(indexed).toHaveLength(1);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('entity_id', '=', id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['consultation.reply', 'consultation.reply']);
    expect(audit[0]!.staff_id).toBe(doctor.staffId);
  });

  it('serves an asked question’s images to its doctors only; the patient sees the answer unread', async () => {
    // A new account: the others here hold more open questions than an account may ask.
    const patient = await createTestUser(t.db, { verified: true });
    const upload = await uploadImage(t, patient);
    expect(upload.statusCode).toBe(200);
    const id = await asked(
      t,
      patient,
      askBody(h.departmentId, { imageIds: [upload.json<{ id: string }>().id], public: false }),
    );
    const thread = (await doctor.inject({ url: url(id) })).json<StaffConsultDetail>();
    const image = thread.messages[0]!.images[0]!;
    expect(image).toMatch(new RegExp(`^/api/staff/consultations/${id}/images/`));
    const read = await doctor.inject({ url: image });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect((await stranger.inject({ url: image })).statusCode).toBe(404);
    expect((await t.app.inject({ url: image, query: { user: patient.token } })).statusCode).toBe(
      401,
    );

    expect(
      (await post(colleague, id, '/reply', { text: '您好，可以先到门诊看看。' })).statusCode,
    ).toBe(200);
    const page = await t.app.inject({
      url: '/api/zlb.consult_page.html',
      query: { user: patient.token, pageSize: '100' },
    });
    expect(page.statusCode).toBe(200);
    const item = page.json<ConsultPage>().list.find((c) => c.id === id);
    expect(item).toMatchObject({ status: 'answered', unread: 1 });
  });

  it('counts the period’s questions, answers within 48 hours and ratings on the dashboard', async () => {
    const admin = await staffSession(t.app, DEMO_STAFF.hospital_admin);
    const figures = async () => {
      const res = await admin.inject({ url: '/api/staff/dashboard' });
      expect(res.statusCode).toBe(200);
      return res.json<DashboardAnswer>().consultations;
    };
    const before = await figures();
    const patient = await createTestUser(t.db, { verified: true });
    const id = await asked(t, patient, askBody(h.departmentId));
    expect(await figures()).toEqual({
      ...before,
      asked: before.asked + 1,
      waiting: before.waiting + 1,
    });
    expect((await post(doctor, id, '/reply', { text: '建议复查血常规。' })).statusCode).toBe(200);
    const rated = await t.app.inject({
      method: 'POST',
      url: `/api/consultations/${id}/rating`,
      query: { user: patient.token },
      payload: { score: 4 },
    });
    expect(rated.statusCode).toBe(200);
    const after = await figures();
    expect(after).toMatchObject({
      asked: before.asked + 1,
      answered: before.answered + 1,
      answeredIn48h: before.answeredIn48h + 1,
      rated: before.rated + 1,
      waiting: before.waiting,
    });
    expect(after.averageRating).not.toBeNull();
  });

  it('closes with 建议线下就诊 and a last word', async () => {
    const id = await ask();
    const closed = await post(doctor, id, '/close', { text: '建议到心内科门诊面诊。' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<StaffConsultDetail>()).toMatchObject({
      status: 'closed',
      closeReason: 'offline',
      canReply: false,
    });
    expect((await row(id)).close_reason).toBe('offline');
    expect(await ids(doctor, 'closed')).toContain(id);
    expect((await post(doctor, id, '/reply', { text: '补充一句' })).statusCode).toBe(409);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['consultation.close']);
  });

  it('transfers to another department of the hospital only', async () => {
    const id = await ask();
    let other: TestHospital | undefined;
    for (let i = 0; !other || other.id === h.id; i++) other = await testHospital(t, i);
    const to = (departmentId: string) => post(doctor, id, '/transfer', { departmentId });
    expect((await to(h.departmentId)).statusCode).toBe(400);
    expect((await to(other.departmentId)).statusCode).toBe(400);
    const moved = await to(otherDepartment);
    expect(moved.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ department_id: otherDepartment, doctor_id: null });
    expect(await ids(stranger, 'department')).toContain(id);
    expect((await doctor.inject({ url: url(id) })).statusCode).toBe(404);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity_id', '=', id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('consultation.transfer');
  });

  it('keeps each doctor’s phrases their own, at most 30', async () => {
    const add = (client: StaffClient, text: string) =>
      client.inject({ method: 'POST', url: '/api/staff/phrases', payload: { text } });
    const made = await add(doctor, '您好，建议到门诊面诊。');
    expect(made.statusCode).toBe(200);
    const { id } = made.json<StaffPhrase>();
    const list = async (client: StaffClient) =>
      (await client.inject({ url: '/api/staff/phrases' })).json<StaffPhrase[]>();
    expect((await list(doctor)).map((p) => p.id)).toContain(id);
    expect(await list(colleague)).toEqual([]);
    const remove = (client: StaffClient, phraseId: string) =>
      client.inject({ method: 'DELETE', url: `/api/staff/phrases/${phraseId}` });
    expect((await remove(colleague, id)).statusCode).toBe(404);
    expect((await remove(doctor, id)).statusCode).toBe(200);
    expect(await list(doctor)).toEqual([]);
    for (let i = 0; i < CONSULT_PHRASES_MAX; i++) {
      expect((await add(colleague, `常用语 ${i}`)).statusCode).toBe(200);
    }
    const over = await add(colleague, '再多一条');
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toContain('最多');
    expect(await list(colleague)).toHaveLength(CONSULT_PHRASES_MAX);
  });

  it('opens to doctors only: citizens 401, other staff roles 403', async () => {
    const id = await ask();
    const citizen = await t.app.inject({ url: url(id), query: { user: asker.token } });
    expect(citizen.statusCode).toBe(401);
    const bearer = await t.app.inject({
      url: '/api/staff/consultations?box=department',
      headers: { authorization: `Bearer ${asker.token}` },
    });
    expect(bearer.statusCode).toBe(401);
    for (const role of ['hospital_admin', 'bureau_admin', 'editor'] as const) {
      const staff = await staffSession(t.app, DEMO_STAFF[role]);
      expect((await staff.inject({ url: url(id) })).statusCode, role).toBe(403);
      expect((await post(staff, id, '/take')).statusCode, role).toBe(403);
    }
  });
});

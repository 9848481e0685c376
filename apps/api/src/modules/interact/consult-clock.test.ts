import type { StaffConsultPage } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/accounts.js';
import type { TestHospital } from '../../test/booking-fixtures.js';
import { engines } from '../../test/engines.js';
import { staffSession, DEMO_STAFF, type StaffClient } from '../../test/staff-fixtures.js';
import { deskHospital } from '../../test/staff-samples/hospital-desk.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { SmsMessage, SmsProvider } from '../../lib/sms.js';
import { newId } from '../../lib/tokens.js';
import { sweepConsultations } from './consult-clock.js';
import { insertConsultation } from './consultations.repository.js';

const HOUR = 3_600_000;
const plus = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR);

describe.each(engines)('the consultation clocks, on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  let asker: TestUser;
  let doctor: StaffClient;
  const sent: SmsMessage[] = [];
  const sms: SmsProvider = {
    send: async (message) => {
      sent.push(message);
    },
  };
  const sweep = (now: Date) => sweepConsultations(t.db, sms, now);
  /** Two processes sweeping at the same moment. */
  const sweepTwice = async (now: Date) => {
    const [a, b] = await Promise.all([sweep(now), sweep(now)]);
    return {
      transferred: a.transferred + b.transferred,
      expired: a.expired + b.expired,
      closed: a.closed + b.closed,
    };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await deskHospital(t);
    asker = await createTestUser(t.db, { verified: true });
    doctor = await staffSession(t.app, DEMO_STAFF.doctor);
  });
  afterAll(() => t.close());

  // Long before anything the seed or another test makes, so a sweep at these times finds only
  // this test's questions.
  async function ask(at: Date, options: { doctorId?: string; answered?: boolean } = {}) {
    const id = newId();
    const iso = at.toISOString();
    await insertConsultation(t.db, {
      id,
      account_id: asker.userId,
      family_member_id: null,
      idempotency_key: newId(),
      request_hash: 'test',
      patient_label: '本人',
      patient_age: 46,
      patient_sex: '女',
      hospital_id: h.id,
      department_id: h.departmentId,
      doctor_id: options.doctorId ?? null,
      asked_doctor_id: options.doctorId ?? null,
      status: options.answered ? 'answered' : 'waiting',
      public: 0,
      title: '血压忽高忽低怎么办',
      queued_at: iso,
      answered_at: options.answered ? iso : null,
      last_reply_at: options.answered ? iso : null,
      created_at: iso,
      updated_at: iso,
    });
    return id;
  }
  const row = (id: string) =>
    t.db.selectFrom('consultation').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const textsTo = (purpose: string) =>
    sent.filter((m) => m.purpose === purpose && m.phone === asker.phone);

  it('passes a named doctor’s question to the department once after 48 hours, then expires it 48 hours later', async () => {
    const asked = new Date('2020-03-01T02:00:00Z');
    const id = await ask(asked, { doctorId: h.doctorIds[0] });
    expect(await sweep(plus(asked, 47))).toEqual({ transferred: 0, expired: 0, closed: 0 });
    expect((await row(id)).doctor_id).toBe(h.doctorIds[0]);

    const passed = plus(asked, 48.1);
    expect(await sweepTwice(passed)).toEqual({ transferred: 1, expired: 0, closed: 0 });
    expect(await row(id)).toMatchObject({
      status: 'waiting',
      doctor_id: null,
      asked_doctor_id: h.doctorIds[0],
      transferred_at: passed.toISOString(),
      queued_at: passed.toISOString(),
    });
    // Now in the department's queue, with its overdue mark counted from the transfer.
    const queue = (
      await doctor.inject({ url: '/api/staff/consultations?box=department&pageSize=100' })
    ).json<StaffConsultPage>();
    expect(queue.list.find((c) => c.id === id)).toMatchObject({ overdueHours: 48 });
    // Once only: a later sweep does not pass it again.
    expect((await sweep(plus(passed, 47))).transferred).toBe(0);
    expect((await row(id)).status).toBe('waiting');

    const before = textsTo('consult_expired').length;
    expect(await sweepTwice(plus(passed, 48.1))).toEqual({
      transferred: 0,
      expired: 1,
      closed: 0,
    });
    expect((await row(id)).status).toBe('expired');
    const texts = textsTo('consult_expired').slice(before);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.params).toMatchObject({ change: '48小时内暂无医生回复，已过期' });
  });

  it('expires a department question 48 hours after it was asked, and tells the patient once', async () => {
    const asked = new Date('2020-06-01T02:00:00Z');
    const id = await ask(asked);
    expect((await sweep(plus(asked, 47.9))).expired).toBe(0);
    const before = textsTo('consult_expired').length;
    expect(await sweepTwice(plus(asked, 48.1))).toEqual({
      transferred: 0,
      expired: 1,
      closed: 0,
    });
    expect(await row(id)).toMatchObject({ status: 'expired', transferred_at: null });
    expect(textsTo('consult_expired').slice(before)).toHaveLength(1);
  });

  it('closes an answered one 7 days after the last reply', async () => {
    const replied = new Date('2020-09-01T02:00:00Z');
    const id = await ask(replied, { answered: true });
    expect((await sweep(plus(replied, 7 * 24 - 0.1))).closed).toBe(0);
    expect((await row(id)).status).toBe('answered');
    const at = plus(replied, 7 * 24 + 0.1);
    expect(await sweepTwice(at)).toEqual({ transferred: 0, expired: 0, closed: 1 });
    expect(await row(id)).toMatchObject({
      status: 'closed',
      close_reason: 'idle',
      closed_at: at.toISOString(),
    });
  });
});

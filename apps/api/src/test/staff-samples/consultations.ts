import type { InjectOptions } from 'fastify';
import { newId } from '../../lib/tokens.js';
import {
  insertConsultation,
  insertMessage,
} from '../../modules/interact/consultations.repository.js';
import { createTestUser } from '../accounts.js';
import type { TestApp } from '../test-app.js';
import { deskHospital } from './hospital-desk.js';
import type { StaffWriteSample } from './types.js';

/** A question waiting in rmyy-doctor's department, as the citizen side stores one. */
async function departmentQuestion(t: TestApp): Promise<string> {
  const h = await deskHospital(t);
  const asker = await createTestUser(t.db, { verified: true });
  const id = newId();
  const at = new Date().toISOString();
  await insertConsultation(t.db, {
    id,
    account_id: asker.userId,
    family_member_id: null,
    idempotency_key: newId(),
    request_hash: 'sample',
    patient_label: '本人',
    patient_age: 46,
    patient_sex: '男',
    hospital_id: h.id,
    department_id: h.departmentId,
    doctor_id: null,
    asked_doctor_id: null,
    status: 'waiting',
    public: 0,
    title: '活动后胸闷',
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
    text: '活动后胸闷，休息后好转，需要做什么检查？',
    created_at: at,
  });
  return id;
}

/** Another department of rmyy-doctor's hospital. */
async function otherDepartment(t: TestApp): Promise<string> {
  const h = await deskHospital(t);
  const row = await t.db
    .selectFrom('department')
    .select('id')
    .where('hospital_id', '=', h.id)
    .where('id', '<>', h.departmentId)
    .where('retired_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const post = (url: string, payload: Record<string, unknown>): InjectOptions => ({
  method: 'POST',
  url,
  payload,
});

/** The doctors' consultation inbox and their saved phrases. */
export const SAMPLES: StaffWriteSample[] = [
  {
    operation: 'POST /api/staff/consultations/{id}/take',
    as: 'rmyy-doctor',
    request: async (t) => post(`/api/staff/consultations/${await departmentQuestion(t)}/take`, {}),
    action: 'consultation.take',
    entity: 'consultation',
    changed: 'doctorId',
  },
  {
    operation: 'POST /api/staff/consultations/{id}/reply',
    as: 'rmyy-doctor',
    request: async (t) =>
      post(`/api/staff/consultations/${await departmentQuestion(t)}/reply`, {
        text: '建议先做心电图检查。',
      }),
    action: 'consultation.reply',
    entity: 'consultation',
    changed: 'status',
  },
  {
    operation: 'POST /api/staff/consultations/{id}/close',
    as: 'rmyy-doctor',
    request: async (t) =>
      post(`/api/staff/consultations/${await departmentQuestion(t)}/close`, {
        text: '建议到门诊面诊。',
      }),
    action: 'consultation.close',
    entity: 'consultation',
    changed: 'closeReason',
  },
  {
    operation: 'POST /api/staff/consultations/{id}/transfer',
    as: 'rmyy-doctor',
    request: async (t) =>
      post(`/api/staff/consultations/${await departmentQuestion(t)}/transfer`, {
        departmentId: await otherDepartment(t),
      }),
    action: 'consultation.transfer',
    entity: 'consultation',
    changed: 'departmentId',
  },
  {
    operation: 'POST /api/staff/phrases',
    as: 'rmyy-doctor',
    request: async () => post('/api/staff/phrases', { text: '您好，建议到门诊面诊。' }),
    action: 'phrase.create',
    entity: 'staff_phrase',
    changed: 'text',
  },
  {
    operation: 'DELETE /api/staff/phrases/{id}',
    as: 'rmyy-doctor',
    request: async (t) => {
      const staff = await t.db
        .selectFrom('staff_account')
        .select('id')
        .where('username', '=', 'rmyy-doctor')
        .executeTakeFirstOrThrow();
      const id = newId();
      await t.db
        .insertInto('staff_phrase')
        .values({ id, staff_id: staff.id, text: '常用语', created_at: new Date().toISOString() })
        .execute();
      return { method: 'DELETE', url: `/api/staff/phrases/${id}` };
    },
    action: 'phrase.delete',
    entity: 'staff_phrase',
  },
];

import { API, type ConsultAskBody } from '@portal/contract';
import { newId } from '../lib/tokens.js';
import { replyToConsultation } from '../modules/interact/consult-inbox.service.js';
import type { TestUser } from './accounts.js';
import type { TestApp } from './test-app.js';

// A real 1×1 PNG.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const askBody = (
  departmentId: string,
  change: Partial<ConsultAskBody> = {},
): ConsultAskBody => ({
  departmentId,
  patientId: 'self',
  text: '最近一周晚上咳嗽，没有发烧，需要去医院吗？',
  public: true,
  ...change,
});

/** POST /api/consultations under `key` (a fresh one unless given). */
export function ask(t: TestApp, user: TestUser, body: ConsultAskBody, key = newId()) {
  return t.app.inject({
    method: 'POST',
    url: API.consultations,
    query: { user: user.token },
    headers: { 'idempotency-key': key },
    payload: body,
  });
}

/** Asks and answers the new consultation's id, failing the test on a refusal. */
export async function asked(t: TestApp, user: TestUser, body: ConsultAskBody): Promise<string> {
  const res = await ask(t, user, body);
  if (res.statusCode !== 200) throw new Error(`ask failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

/** Uploads the test PNG as a consultation image; answers the response. */
export function uploadImage(t: TestApp, user: TestUser) {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  return t.app.inject({
    method: 'POST',
    url: API.uploadConsultImage,
    query: { user: user.token },
    payload: form,
  });
}

/**
 * A doctor's answer through the console's reply (replyToConsultation), as the doctor of
 * `doctorId` (the question's department's or the one it names), for tests of the citizen's side.
 */
export async function answer(
  t: TestApp,
  id: string,
  doctorId: string,
  text = '建议多喝温水，观察三天。',
) {
  const { hospital_id } = await t.db
    .selectFrom('doctor')
    .select('hospital_id')
    .where('id', '=', doctorId)
    .executeTakeFirstOrThrow();
  // A millisecond on, so the answer sorts after what the patient just wrote.
  await new Promise((resolve) => setTimeout(resolve, 2));
  await replyToConsultation(
    { db: t.db, sms: t.app.sms, log: t.app.log },
    {
      staffId: `test-doctor-${doctorId}`,
      username: 'test-doctor',
      role: 'doctor',
      hospitalId: hospital_id,
      ip: '127.0.0.1',
      requestId: 'test',
      doctorId,
    },
    id,
    text,
  );
}

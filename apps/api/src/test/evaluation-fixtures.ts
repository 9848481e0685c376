import type { EvaluationBody } from '@portal/contract';
import { chinaToday } from '../lib/china-day.js';
import { newId } from '../lib/tokens.js';
import { addDays } from '../modules/hospitals/schedule-time.js';
import { createTestUser, type TestUser } from './accounts.js';
import { bookingClient, ingestSchedule, type TestHospital } from './booking-fixtures.js';
import type { TestApp } from './test-app.js';

/**
 * A visit the hospital marked completed through its feed, `daysAgo` days before today (the
 * booking is made ahead as usual, then its day moved back, as the visit would have been).
 */
export async function completedVisit(
  t: TestApp,
  h: TestHospital,
  options: { user?: TestUser; daysAgo?: number; doctorId?: string | null } = {},
): Promise<{ user: TestUser; bookingId: string }> {
  const user = options.user ?? (await createTestUser(t.db, { verified: true }));
  const client = bookingClient(t, h);
  const { slotIds } = await ingestSchedule(t, h, {
    date: addDays(chinaToday(), 2),
    doctorId: options.doctorId,
  });
  // A key of its own: the same account may have several visits.
  const booked = await client.book(user, slotIds[0]!, 'self', newId());
  if (booked.status !== 200) throw new Error(`booking failed: ${JSON.stringify(booked.body)}`);
  const visit = await t.app.inject({
    method: 'POST',
    url: '/api/ingest/visits',
    headers: { authorization: `Bearer ${h.key}` },
    payload: { bookingId: booked.body.id, status: 'completed' },
  });
  if (visit.statusCode !== 200) throw new Error(`visit failed: ${visit.payload}`);
  await t.db
    .updateTable('booking')
    .set({ date: addDays(chinaToday(), -(options.daysAgo ?? 1)) })
    .where('id', '=', booked.body.id)
    .execute();
  return { user, bookingId: booked.body.id };
}

export const evaluationBody = (
  bookingId: string,
  text = '医生很耐心，讲解清楚',
): EvaluationBody => ({
  bookingId,
  scores: { skill: 5, attitude: 5, environment: 4, waiting: 3 },
  overall: 'very_satisfied',
  text,
});

/** Writes an evaluation through the API; answers its id and status. */
export async function writeEvaluation(t: TestApp, user: TestUser, body: EvaluationBody) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/evaluations',
    query: { user: user.token },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`evaluation failed: ${res.payload}`);
  return res.json() as { id: string; status: 'published' | 'held'; points: number };
}

/** An account's points balance, read straight from the database. */
export async function pointsOf(t: TestApp, user: TestUser): Promise<number> {
  const row = await t.db
    .selectFrom('app_user')
    .select('score')
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  return row.score;
}

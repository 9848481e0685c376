import type { InjectOptions } from 'fastify';
import { completedVisit, evaluationBody, writeEvaluation } from '../evaluation-fixtures.js';
import type { TestApp } from '../test-app.js';
import { deskHospital } from './hospital-desk.js';
import type { StaffWriteSample } from './types.js';

/** A published evaluation of rmyy-admin's hospital. */
async function evaluationOfOwnHospital(t: TestApp): Promise<string> {
  const h = await deskHospital(t);
  const { user, bookingId } = await completedVisit(t, h);
  return (await writeEvaluation(t, user, evaluationBody(bookingId))).id;
}

const post = (url: string, payload: Record<string, unknown>): InjectOptions => ({
  method: 'POST',
  url,
  payload,
});

/** Moderating and answering visit evaluations. */
export const SAMPLES: StaffWriteSample[] = [
  {
    operation: 'POST /api/staff/evaluations/{id}/moderate',
    as: 'rmyy-admin',
    request: async (t) => {
      const id = await evaluationOfOwnHospital(t);
      return post(`/api/staff/evaluations/${id}/moderate`, { action: 'reject', reason: '含广告' });
    },
    action: 'evaluation.reject',
    entity: 'evaluation',
    changed: 'status',
  },
  {
    operation: 'POST /api/staff/evaluations/{id}/reply',
    as: 'rmyy-admin',
    request: async (t) => {
      const id = await evaluationOfOwnHospital(t);
      return post(`/api/staff/evaluations/${id}/reply`, { text: '感谢您的肯定，我们会继续努力。' });
    },
    action: 'evaluation.reply',
    entity: 'evaluation',
    changed: 'reply',
  },
];

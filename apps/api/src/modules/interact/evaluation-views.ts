import {
  EVALUATION_EDIT_HOURS,
  EVALUATION_WINDOW_DAYS,
  type EvaluationItem,
  type EvaluationReply,
  type EvaluationScores,
  type MyEvaluation,
  type StaffEvaluation,
} from '@portal/contract';
import { HOUR_MS } from '../../lib/budget.js';
import { chinaToday } from '../../lib/china-day.js';
import { addDays } from '../hospitals/schedule-time.js';
import type { EvaluationRow, NamedEvaluationRow } from './evaluations.repository.js';

/** How evaluation rows read in answers: the citizen's list, the author's own, the console's. */

const scoresOf = (row: EvaluationRow): EvaluationScores => ({
  skill: row.skill,
  attitude: row.attitude,
  environment: row.environment,
  waiting: row.waiting,
});

const replyOf = (row: EvaluationRow): EvaluationReply | null =>
  row.reply_text !== null && row.replied_at !== null
    ? { text: row.reply_text, repliedAt: row.replied_at }
    : null;

export function publicItem(row: NamedEvaluationRow): EvaluationItem {
  return {
    id: row.id,
    scores: scoresOf(row),
    overall: row.overall,
    text: row.text,
    author: row.author,
    visitMonth: row.visit_date.slice(0, 7),
    hospitalId: row.hospital_id,
    hospitalName: row.hospital_name,
    departmentId: row.department_id,
    departmentName: row.department_name,
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
    createdAt: row.created_at,
    reply: replyOf(row),
  };
}

/** Why the author may not edit it now, or undefined while the one edit is open. */
export function editRefusal(row: EvaluationRow, now = new Date()): string | undefined {
  if (row.status === 'hidden') return '这条评价被举报后正在复核，暂时不能修改';
  if (row.edited_at !== null) return '每条评价只能修改一次，您已修改过';
  if (now.getTime() - Date.parse(row.created_at) > EVALUATION_EDIT_HOURS * HOUR_MS) {
    return `评价发表超过 ${EVALUATION_EDIT_HOURS} 小时，不能再修改`;
  }
  return undefined;
}

export function myItem(row: EvaluationRow, now = new Date()): MyEvaluation {
  return {
    id: row.id,
    bookingId: row.booking_id,
    status: row.status,
    scores: scoresOf(row),
    overall: row.overall,
    text: row.text,
    rejectReason: row.reject_reason,
    createdAt: row.created_at,
    editable: editRefusal(row, now) === undefined,
    reply: replyOf(row),
  };
}

export function staffItem(row: NamedEvaluationRow): StaffEvaluation {
  return {
    id: row.id,
    status: row.status,
    scores: scoresOf(row),
    overall: row.overall,
    text: row.text,
    author: row.author,
    visitMonth: row.visit_date.slice(0, 7),
    hospitalId: row.hospital_id,
    hospitalName: row.hospital_name,
    departmentName: row.department_name,
    doctorName: row.doctor_name,
    matchedWords: JSON.parse(row.matched_words) as string[],
    reports: Number(row.reports),
    rejectReason: row.reject_reason,
    reply: replyOf(row),
    createdAt: row.created_at,
  };
}

/** The first visit day still open for an evaluation today (China day). */
export function firstEvaluableDay(now = new Date()): string {
  return addDays(chinaToday(now), -EVALUATION_WINDOW_DAYS);
}

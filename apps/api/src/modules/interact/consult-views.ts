import {
  CONSULT_FOLLOW_UPS,
  type ConsultDetail,
  type ConsultListItem,
  type ConsultMessage,
  type ConsultRating,
  type PublicConsult,
} from '@portal/contract';
import { consultImageUrl } from './consult-images.js';
import type {
  ConsultationRow,
  NamedConsultationRow,
  PublicConsultRow,
  threadOf,
} from './consultations.repository.js';

/** How consultation rows read in answers: the asker's thread and list, the public list. */

type Thread = Awaited<ReturnType<typeof threadOf>>;

export function ratingOf(row: ConsultationRow): ConsultRating | null {
  return row.rated_at !== null && row.rating_score !== null
    ? { score: row.rating_score, text: row.rating_text ?? '', ratedAt: row.rated_at }
    : null;
}

/** The thread's messages with their image URLs (for the consultation's people only). */
export function messagesOf(consultationId: string, { messages, images }: Thread): ConsultMessage[] {
  return messages.map((m) => ({
    id: m.id,
    from: m.sender,
    text: m.text,
    doctorName: m.sender === 'doctor' ? m.doctor_name : null,
    images: images
      .filter((i) => i.message_id === m.id)
      .map((i) => consultImageUrl(consultationId, i.file_key)),
    createdAt: m.created_at,
  }));
}

export function detailOf(row: NamedConsultationRow, thread: Thread): ConsultDetail {
  const messages = messagesOf(row.id, thread);
  const followUpsLeft = Math.max(0, CONSULT_FOLLOW_UPS - Number(row.follow_ups));
  const answered = messages.some((m) => m.from === 'doctor');
  return {
    id: row.id,
    status: row.status,
    public: row.public === 1,
    patientLabel: row.patient_label,
    patient: { age: row.patient_age, sex: row.patient_sex },
    hospitalId: row.hospital_id,
    hospitalName: row.hospital_name,
    departmentId: row.department_id,
    departmentName: row.department_name,
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
    messages,
    followUpsLeft,
    closeReason: row.close_reason,
    rating: ratingOf(row),
    // Only after the doctor's word: the patient asks a follow-up to an answer.
    canFollowUp:
      row.status === 'answered' && followUpsLeft > 0 && messages.at(-1)?.from === 'doctor',
    canClose: row.status === 'waiting' || row.status === 'answered',
    canRate:
      (row.status === 'answered' || row.status === 'closed') && answered && row.rated_at === null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function listItemOf(row: NamedConsultationRow & { unread: number }): ConsultListItem {
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    department: row.department_name,
    doctor: row.doctor_name,
    unread: row.unread,
    patientLabel: row.patient_label,
    updatedAt: row.updated_at,
  };
}

/** Anonymised: age and sex, the words of the thread; no label, account or image. */
export function publicOf(row: PublicConsultRow): PublicConsult {
  return {
    id: row.id,
    patient: { age: row.patient_age, sex: row.patient_sex },
    hospitalName: row.hospital_name,
    departmentId: row.department_id,
    departmentName: row.department_name,
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
    messages: row.messages.map((m) => ({ from: m.sender, text: m.text, createdAt: m.created_at })),
    answeredAt: row.answered_at!,
  };
}

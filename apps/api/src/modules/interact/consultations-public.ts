import type { ConsultRatingSummary, PublicConsultPage, PublicConsultQuery } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { publicOf } from './consult-views.js';
import { doctorRatings, publicConsultations } from './consultations.repository.js';

/** Rating texts shown on the doctor's page. */
const RECENT_RATINGS = 5;

/** GET /api/consultations: answered public ones, anonymised, newest answer first. */
export async function publicConsultationPage(
  db: Db,
  { pageNo, pageSize, keyword, ...scope }: PublicConsultQuery,
): Promise<PublicConsultPage> {
  const { rows, total } = await publicConsultations(
    db,
    { ...scope, keyword: keyword?.trim() || undefined },
    pageNo,
    pageSize,
  );
  return { list: rows.map(publicOf), total, pageNo, pageSize };
}

/** GET /api/doctors/:id/consult-ratings: what the doctor's page shows of their ratings. */
export async function doctorConsultRatings(
  db: Db,
  doctorId: string,
): Promise<ConsultRatingSummary> {
  const { doctor, count, average, texts } = await doctorRatings(db, doctorId, RECENT_RATINGS);
  if (!doctor) throw new AppError('NOT_FOUND', 404, '没有找到这位医生');
  return {
    count,
    average: average === null ? null : Math.round(average * 10) / 10,
    acceptsQuestions: Number(doctor.accepts_questions) === 1 && doctor.retired_at === null,
    recent: texts.map((r) => ({
      score: r.rating_score!,
      text: r.rating_text ?? '',
      ratedAt: r.rated_at!,
    })),
  };
}

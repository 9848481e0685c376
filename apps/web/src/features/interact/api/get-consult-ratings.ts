import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ConsultRatingSummary } from '@portal/contract';
import { api } from '@/lib/api-client';

/** A doctor's consultation ratings (average, count, newest words) and whether they take questions. */
export function getConsultRatings(doctorId: string): Promise<ConsultRatingSummary> {
  return api.get<ConsultRatingSummary>(
    API.doctorConsultRatings.replace(':id', encodeURIComponent(doctorId)),
  );
}

export const consultRatingsQueryOptions = (doctorId: string) =>
  queryOptions({
    queryKey: ['consultations', 'ratings', doctorId],
    queryFn: () => getConsultRatings(doctorId),
  });

export function useConsultRatings(doctorId: string) {
  return useQuery({ ...consultRatingsQueryOptions(doctorId), enabled: doctorId !== '' });
}

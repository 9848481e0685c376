import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API, type ConsultDetail } from '@portal/contract';
import { api } from '@/lib/api-client';

/** One of the account's consultations, as its asker reads it; reading it marks it read. */
export function getConsultation(id: string): Promise<ConsultDetail> {
  return api.get<ConsultDetail>(API.consultation.replace(':id', encodeURIComponent(id)));
}

export const consultationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['consultations', 'mine', 'detail', id],
    queryFn: () => getConsultation(id),
    staleTime: 0,
  });

export function useConsultation(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery(consultationQueryOptions(id));
  // Reading it cleared its unread mark on the server: the list and its tabs ask again.
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (readAt > 0) {
      void queryClient.invalidateQueries({ queryKey: ['consultations', 'mine', 'list'] });
    }
  }, [readAt, queryClient]);
  return query;
}

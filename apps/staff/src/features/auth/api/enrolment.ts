import {
  STAFF_API,
  type EnrolmentComplete,
  type EnrolmentDone,
  type EnrolmentView,
} from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useEnrolment(token: string) {
  return useQuery({
    queryKey: ['staff', 'enrolment', token],
    queryFn: () => api.get<EnrolmentView>(`${STAFF_API}/enrolment`, { token }),
    enabled: token.length > 0,
    retry: false,
  });
}

export function useCompleteEnrolment() {
  return useMutation({
    mutationFn: (body: EnrolmentComplete) =>
      api.post<EnrolmentDone>(`${STAFF_API}/enrolment`, body),
  });
}

import { STAFF_API, type BookingRules, type BookingRulesBody } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const key = (hospitalId: string | undefined) => ['staff', 'booking-rules', hospitalId] as const;

export function useBookingRules(hospitalId: string | undefined) {
  return useQuery({
    queryKey: key(hospitalId),
    queryFn: () => api.get<BookingRules>(`${STAFF_API}/hospitals/${hospitalId}/rules`),
    enabled: Boolean(hospitalId),
  });
}

export function useUpdateBookingRules(hospitalId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingRulesBody) =>
      api.put<BookingRules>(`${STAFF_API}/hospitals/${hospitalId}/rules`, body),
    onSuccess: (rules) => client.setQueryData(key(hospitalId), rules),
  });
}

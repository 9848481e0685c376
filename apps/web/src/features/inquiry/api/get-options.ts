import { useQuery } from '@tanstack/react-query';
import { API, type InquiryOptions } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The choices the filters offer (towns, institution types, hospitals, vaccines). */
export function useInquiryOptions() {
  return useQuery({
    queryKey: ['inquiry', 'options'],
    queryFn: () => api.get<InquiryOptions>(API.inquiryOptions),
    // They change when the bureau reloads its files, a few times a year.
    staleTime: 10 * 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { API, type GuideDetail } from '@portal/contract';
import { api } from '@/lib/api-client';

/** One 办事指南 with its sections and sources. */
export function useGuide(id: string) {
  return useQuery({
    queryKey: ['inquiry', 'guide', id],
    queryFn: () => api.get<GuideDetail>(API.inquiryGuide.replace(':id', encodeURIComponent(id))),
  });
}

import { useQuery } from '@tanstack/react-query';
import { API, type ReportTrend } from '@portal/contract';
import { api } from '@/lib/api-client';

/** One lab item's values over time, for the person the report belongs to. */
export function getReportTrend(id: string, code: string): Promise<ReportTrend> {
  return api.get<ReportTrend>(API.reportTrend, { params: { id, code } });
}

export function useReportTrend(id: string, code: string) {
  return useQuery({
    queryKey: ['reports', 'trend', id, code],
    queryFn: () => getReportTrend(id, code),
  });
}

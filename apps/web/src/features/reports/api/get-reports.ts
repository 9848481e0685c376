import { useQuery } from '@tanstack/react-query';
import { API, type ReportListQuery, type ReportSummary } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /api/reports: one person's reports, newest first, with unread and abnormal marks. */
export function getReports(query: ReportListQuery): Promise<ReportSummary[]> {
  return api.get<ReportSummary[]>(API.reports, { params: query });
}

export function useReports(query: ReportListQuery, enabled = true) {
  return useQuery({
    queryKey: ['reports', 'list', query],
    queryFn: () => getReports(query),
    enabled,
  });
}

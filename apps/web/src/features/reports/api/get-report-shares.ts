import { useQuery } from '@tanstack/react-query';
import { API, type ReportShare } from '@portal/contract';
import { api } from '@/lib/api-client';

export const reportSharesKey = (id: string) => ['reports', 'shares', id];

/** The share links this account made for one imaging report. */
export function getReportShares(id: string): Promise<ReportShare[]> {
  return api.get<ReportShare[]>(API.reportShares.replace(':id', encodeURIComponent(id)));
}

export function useReportShares(id: string) {
  return useQuery({ queryKey: reportSharesKey(id), queryFn: () => getReportShares(id) });
}

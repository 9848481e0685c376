import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ReportShareCreated } from '@portal/contract';
import { api } from '@/lib/api-client';
import { reportSharesKey } from './get-report-shares';

/** A new read-only link to one imaging report, valid 7 days; the code is shown only now. */
export function createReportShare(id: string): Promise<ReportShareCreated> {
  return api.post<ReportShareCreated>(API.reportShares.replace(':id', encodeURIComponent(id)));
}

export function useCreateReportShare(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => createReportShare(id),
    onSuccess: () => client.invalidateQueries({ queryKey: reportSharesKey(id) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type OkResult } from '@portal/contract';
import { api } from '@/lib/api-client';
import { reportSharesKey } from './get-report-shares';

/** Ends a share link at once: opening it afterwards finds nothing. */
export function revokeReportShare(id: string, shareId: string): Promise<OkResult> {
  return api.delete<OkResult>(
    API.reportShare
      .replace(':id', encodeURIComponent(id))
      .replace(':shareId', encodeURIComponent(shareId)),
  );
}

export function useRevokeReportShare(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => revokeReportShare(id, shareId),
    onSuccess: () => client.invalidateQueries({ queryKey: reportSharesKey(id) }),
  });
}

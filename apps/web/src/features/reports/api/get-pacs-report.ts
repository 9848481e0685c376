import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ImagingReport } from '@portal/contract';
import { api } from '@/lib/api-client';

/**
 * getNewPacs: flagged without-token (the spec), so the caller passes `user` itself: the
 * session token in the personal centre, a share code on the shared page.
 */
export function getPacsReport(selid: string, user: string): Promise<ImagingReport> {
  return api.get<ImagingReport>(API.pacsReport, { params: { selid, user }, withoutToken: true });
}

export function usePacsReport(selid: string, user: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['reports', 'pacs', selid, user],
    queryFn: async () => {
      const report = await getPacsReport(selid, user);
      if (!report.viaShare) void client.invalidateQueries({ queryKey: ['reports', 'list'] });
      return report;
    },
    enabled: Boolean(user),
    retry: false,
  });
}

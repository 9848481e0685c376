import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type LabReport } from '@portal/contract';
import { api } from '@/lib/api-client';

/** get_repjy: a lab report (opening it marks it read). */
export function getLabReport(id: string, hos?: string): Promise<LabReport> {
  return api.get<LabReport>(API.labReport, { params: { id, hos } });
}

export function useLabReport(id: string, hos?: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['reports', 'lab', id],
    queryFn: async () => {
      const report = await getLabReport(id, hos);
      // The list's unread marks change once a report is opened.
      void client.invalidateQueries({ queryKey: ['reports', 'list'] });
      void client.invalidateQueries({ queryKey: ['reports', 'hospitals'] });
      return report;
    },
  });
}

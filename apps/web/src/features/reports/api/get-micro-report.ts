import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type MicroReport } from '@portal/contract';
import { api } from '@/lib/api-client';

/** get_repwsw: a microbiology report (opening it marks it read). */
export function getMicroReport(id: string, hos?: string): Promise<MicroReport> {
  return api.get<MicroReport>(API.microReport, { params: { id, hos } });
}

export function useMicroReport(id: string, hos?: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['reports', 'micro', id],
    queryFn: async () => {
      const report = await getMicroReport(id, hos);
      void client.invalidateQueries({ queryKey: ['reports', 'list'] });
      void client.invalidateQueries({ queryKey: ['reports', 'hospitals'] });
      return report;
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import { API, type ReportHospital } from '@portal/contract';
import { api } from '@/lib/api-client';

/** get_jyhospital: hospitals with reports for one person, with counts and unread. */
export function getReportHospitals(patientId: string): Promise<ReportHospital[]> {
  return api.get<ReportHospital[]>(API.reportHospitals, { params: { patientId } });
}

export function useReportHospitals(patientId: string) {
  return useQuery({
    queryKey: ['reports', 'hospitals', patientId],
    queryFn: () => getReportHospitals(patientId),
  });
}

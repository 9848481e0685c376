import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type HospitalDetail } from '@portal/contract';
import { api } from '@/lib/api-client';

/** A hospital with its booking rules and its departments (categories, each then its clinics). */
export function getHospital(id: string): Promise<HospitalDetail> {
  return api.get<HospitalDetail>(API.hospital.replace(':id', encodeURIComponent(id)));
}

export const hospitalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['hospitals', 'detail', id],
    queryFn: () => getHospital(id),
    // The booking index asks only once a hospital is chosen.
    enabled: id.length > 0,
  });

export function useHospital(id: string) {
  return useQuery(hospitalQueryOptions(id));
}

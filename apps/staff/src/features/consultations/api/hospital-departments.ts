import { API, type HospitalDetail } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * The departments of the doctor's hospital, for 转科室. The staff list of departments is the
 * administrators' (hospital.people), so this reads the public hospital page, which lists the
 * open departments every citizen may ask.
 */
export function useHospitalDepartments(hospitalId: string | null | undefined) {
  return useQuery({
    queryKey: ['hospital', hospitalId, 'departments'],
    queryFn: () =>
      api.get<HospitalDetail>(API.hospital.replace(':id', encodeURIComponent(hospitalId!))),
    enabled: Boolean(hospitalId),
    select: (hospital) => hospital.departments,
    staleTime: 5 * 60_000,
  });
}

import { API, type Doctor, type HospitalPage } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Every hospital of the county (public list; a county has far fewer than 100). */
export function listHospitals() {
  return api.get<HospitalPage>(API.hospitals, { pageNo: 1, pageSize: 100 });
}

export function useHospitals() {
  return useQuery({ queryKey: ['hospitals', 'all'], queryFn: listHospitals, staleTime: 300_000 });
}

export function searchDoctors(hospitalId: string, keyword: string) {
  return api.get<Doctor[]>(API.doctors, { hospitalId, keyword });
}

/** Doctors of a hospital whose name holds `keyword` (the public search needs a keyword). */
export function useDoctorSearch(hospitalId: string | undefined, keyword: string) {
  return useQuery({
    queryKey: ['doctors', 'search', hospitalId, keyword],
    queryFn: () => searchDoctors(hospitalId!, keyword),
    enabled: Boolean(hospitalId) && keyword !== '',
    placeholderData: keepPreviousData,
  });
}

export function getDoctor(id: string) {
  return api.get<Doctor>(API.doctor.replace(':id', encodeURIComponent(id)));
}

/** The doctor an account is linked to, so the role dialog names them rather than an id. */
export function useDoctor(id: string | undefined) {
  return useQuery({
    queryKey: ['doctors', id],
    queryFn: () => getDoctor(id!),
    enabled: Boolean(id),
    staleTime: 300_000,
  });
}

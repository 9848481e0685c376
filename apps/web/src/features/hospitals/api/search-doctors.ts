import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Doctor } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Doctors whose name contains the keyword, across the county. */
export function searchDoctors(keyword: string): Promise<Doctor[]> {
  return api.get<Doctor[]>(API.doctors, { params: { keyword } });
}

export const doctorSearchQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['doctors', 'search', keyword],
    queryFn: () => searchDoctors(keyword),
    enabled: keyword.length > 0,
  });

export function useDoctorSearch(keyword: string) {
  return useQuery(doctorSearchQueryOptions(keyword));
}

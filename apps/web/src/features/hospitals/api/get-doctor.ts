import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Doctor } from '@portal/contract';
import { api } from '@/lib/api-client';

/** A doctor with hospital, department, specialty and introduction. */
export function getDoctor(id: string): Promise<Doctor> {
  return api.get<Doctor>(API.doctor.replace(':id', encodeURIComponent(id)));
}

export const doctorQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['doctors', id], queryFn: () => getDoctor(id) });

export function useDoctor(id: string) {
  return useQuery(doctorQueryOptions(id));
}

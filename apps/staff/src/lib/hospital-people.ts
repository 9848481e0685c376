import { STAFF_API, type AdminDepartment, type AdminDoctor } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

// A hospital's departments and doctors as hospital pages pick them (filters, templates).

export function useHospitalDepartments(hospitalId: string | undefined) {
  return useQuery({
    queryKey: ['staff', 'hospital-departments', hospitalId],
    queryFn: () => api.get<AdminDepartment[]>(`${STAFF_API}/hospitals/${hospitalId}/departments`),
    enabled: Boolean(hospitalId),
    select: (list) => list.filter((d) => !d.retiredAt),
    staleTime: 60_000,
  });
}

export function useHospitalDoctors(hospitalId: string | undefined) {
  return useQuery({
    queryKey: ['staff', 'hospital-doctors', hospitalId],
    queryFn: () => api.get<AdminDoctor[]>(`${STAFF_API}/hospitals/${hospitalId}/doctors`),
    enabled: Boolean(hospitalId),
    select: (list) => list.filter((d) => !d.retiredAt),
    staleTime: 60_000,
  });
}

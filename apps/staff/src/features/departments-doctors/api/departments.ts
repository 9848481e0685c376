import { STAFF_API, type AdminDepartment, type DepartmentBody } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const departmentsKey = (hospitalId: string | undefined) =>
  ['staff', 'hospital-departments', hospitalId] as const;
const path = (hospitalId: string | undefined) => `${STAFF_API}/hospitals/${hospitalId}/departments`;

export function useDepartments(hospitalId: string | undefined) {
  return useQuery({
    queryKey: departmentsKey(hospitalId),
    queryFn: () => api.get<AdminDepartment[]>(path(hospitalId)),
    enabled: Boolean(hospitalId),
  });
}

/** Adds a department (no id) or edits one. */
export function useSaveDepartment(hospitalId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DepartmentBody }) =>
      id
        ? api.put<{ id: string }>(`${path(hospitalId)}/${id}`, body)
        : api.post<{ id: string }>(path(hospitalId), body),
    onSuccess: () => client.invalidateQueries({ queryKey: departmentsKey(hospitalId) }),
  });
}

export function useRetireDepartment(hospitalId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ id: string }>(`${path(hospitalId)}/${id}/retire`),
    onSuccess: () => client.invalidateQueries({ queryKey: departmentsKey(hospitalId) }),
  });
}

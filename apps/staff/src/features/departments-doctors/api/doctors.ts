import { STAFF_API, type AdminDoctor, type DoctorBody } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { departmentsKey } from './departments';

const key = (hospitalId: string | undefined) => ['staff', 'hospital-doctors', hospitalId] as const;
const path = (hospitalId: string | undefined) => `${STAFF_API}/hospitals/${hospitalId}/doctors`;

export function useDoctors(hospitalId: string | undefined) {
  return useQuery({
    queryKey: key(hospitalId),
    queryFn: () => api.get<AdminDoctor[]>(path(hospitalId)),
    enabled: Boolean(hospitalId),
  });
}

function useRefresh(hospitalId: string | undefined) {
  const client = useQueryClient();
  // A department's doctor count changes with its doctors.
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: key(hospitalId) }),
      client.invalidateQueries({ queryKey: departmentsKey(hospitalId) }),
    ]);
}

/** Adds a doctor (no id) or edits one. */
export function useSaveDoctor(hospitalId: string | undefined) {
  const refresh = useRefresh(hospitalId);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DoctorBody }) =>
      id
        ? api.put<{ id: string }>(`${path(hospitalId)}/${id}`, body)
        : api.post<{ id: string }>(path(hospitalId), body),
    onSuccess: refresh,
  });
}

export function useRetireDoctor(hospitalId: string | undefined) {
  const refresh = useRefresh(hospitalId);
  return useMutation({
    mutationFn: (id: string) => api.post<{ id: string }>(`${path(hospitalId)}/${id}/retire`),
    onSuccess: refresh,
  });
}

import { STAFF_API, type HospitalProfile, type HospitalProfileBody } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const key = (hospitalId: string | undefined) => ['staff', 'hospital-profile', hospitalId] as const;

export function useHospitalProfile(hospitalId: string | undefined) {
  return useQuery({
    queryKey: key(hospitalId),
    queryFn: () => api.get<HospitalProfile>(`${STAFF_API}/hospitals/${hospitalId}`),
    enabled: Boolean(hospitalId),
  });
}

export function useUpdateHospitalProfile(hospitalId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HospitalProfileBody) =>
      api.put<HospitalProfile>(`${STAFF_API}/hospitals/${hospitalId}`, body),
    onSuccess: (profile) => client.setQueryData(key(hospitalId), profile),
  });
}

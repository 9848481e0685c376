import { STAFF_API, type DeskSchedule } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const schedulesKey = (hospitalId: string | undefined) =>
  ['staff', 'desk-schedules', hospitalId] as const;

/** The hospital's schedules of seven days from `from`, optionally of one department or doctor. */
export function useDeskSchedules(
  hospitalId: string | undefined,
  from: string,
  filter: { departmentId?: string; doctorId?: string },
) {
  const { departmentId, doctorId } = filter;
  return useQuery({
    queryKey: [...schedulesKey(hospitalId), from, departmentId, doctorId],
    queryFn: () =>
      api.get<DeskSchedule[]>(`${STAFF_API}/hospitals/${hospitalId}/schedules`, {
        from,
        days: 7,
        ...(departmentId ? { departmentId } : {}),
        ...(doctorId ? { doctorId } : {}),
      }),
    enabled: Boolean(hospitalId),
  });
}

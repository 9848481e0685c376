import { STAFF_API, type DeskSchedule } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The signed-in doctor's schedules of the next 14 days. */
export function useOwnSchedules() {
  return useQuery({
    queryKey: ['staff', 'doctor', 'schedules'],
    queryFn: () => api.get<DeskSchedule[]>(`${STAFF_API}/doctor/schedules`),
  });
}

import { STAFF_API, type DeskBooking } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The signed-in doctor's patients of a day, masked. */
export function useOwnPatients(date: string) {
  return useQuery({
    queryKey: ['staff', 'doctor', 'patients', date],
    queryFn: () => api.get<DeskBooking[]>(`${STAFF_API}/doctor/patients`, { date }),
  });
}

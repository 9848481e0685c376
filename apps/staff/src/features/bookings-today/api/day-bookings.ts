import { STAFF_API, type DeskBooking } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const dayBookingsKey = (hospitalId: string | undefined) =>
  ['staff', 'day-bookings', hospitalId] as const;

/** The hospital's bookings of one day, optionally of one department; patients come masked. */
export function useDayBookings(
  hospitalId: string | undefined,
  date: string,
  departmentId: string | undefined,
) {
  return useQuery({
    queryKey: [...dayBookingsKey(hospitalId), date, departmentId],
    queryFn: () =>
      api.get<DeskBooking[]>(`${STAFF_API}/hospitals/${hospitalId}/bookings`, {
        date,
        ...(departmentId ? { departmentId } : {}),
      }),
    enabled: Boolean(hospitalId),
  });
}

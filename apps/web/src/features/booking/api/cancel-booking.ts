import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type Booking } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Cancels a booking before its free-cancellation deadline; the place returns to the pool. */
export function cancelBooking(id: string): Promise<Booking> {
  return api.post<Booking>(API.cancelBooking.replace(':id', encodeURIComponent(id)));
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    // The lists, the waiting entries (one may now hold the place) and remaining counts changed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['schedules'] }),
      ]),
  });
}

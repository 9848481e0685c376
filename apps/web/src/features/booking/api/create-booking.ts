import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type Booking, type BookingBody } from '@portal/contract';
import { api } from '@/lib/api-client';

/**
 * Books a slot. The key names one attempt: sent again (a retry after a dropped answer), the
 * server returns the booking it already made instead of booking twice.
 */
export function createBooking(body: BookingBody, idempotencyKey: string): Promise<Booking> {
  return api.post<Booking>(API.bookings, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BookingBody; key: string }) => createBooking(body, key),
    // Remaining counts everywhere, and the account's own bookings, changed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['schedules'] }),
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type Booking, type BookingAccepted, type BookingBody } from '@portal/contract';
import { api } from '@/lib/api-client';

/** A booking (200), or on a schedule released by draw inside its window an entry (202). */
export type BookingAnswer = Booking | BookingAccepted;

export function isDrawEntry(answer: BookingAnswer): answer is BookingAccepted {
  return 'entry' in answer;
}

/**
 * Books a slot, or enters a draw. The key names one attempt: sent again (a retry after a
 * dropped answer), the server returns the booking or entry it already made instead of a second.
 */
export function createBooking(body: BookingBody, idempotencyKey: string): Promise<BookingAnswer> {
  return api.post<BookingAnswer>(API.bookings, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    // A draw entry's preferences are a list and its waiting-list choice a boolean, which the
    // spec's form encoding would flatten to text: that body goes as JSON.
    json: body.preferredSlotIds !== undefined || body.waitlist !== undefined,
  });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BookingBody; key: string }) => createBooking(body, key),
    // Remaining counts everywhere, and the account's own bookings and draw entries, changed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['schedules'] }),
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
      ]),
  });
}

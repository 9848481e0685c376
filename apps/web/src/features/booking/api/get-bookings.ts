import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type BookingList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The account's bookings (for itself and its family members) and any booking suspensions. */
export function getBookings(): Promise<BookingList> {
  return api.get<BookingList>(API.bookings);
}

export const bookingsQueryOptions = () =>
  queryOptions({ queryKey: ['bookings'], queryFn: getBookings, staleTime: 0 });

export function useBookings() {
  return useQuery(bookingsQueryOptions());
}

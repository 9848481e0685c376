import { STAFF_API } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';

/** Every query of the inbox lives under this key. */
export const STAFF_CONSULT_KEY = ['staff', 'consultations'] as const;
export const STAFF_CONSULT_LISTS_KEY = [...STAFF_CONSULT_KEY, 'list'] as const;
export const staffConsultKey = (id: string) => [...STAFF_CONSULT_KEY, 'detail', id] as const;

/** The path of one consultation, or of an action on it. */
export const consultPath = (id: string, action?: string) =>
  `${STAFF_API}/consultations/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/**
 * After a write, refused or not, the lists and the open thread refetch: a colleague may have
 * taken the question meanwhile (409), and the doctor should see the state as it now is.
 */
export const refreshInbox = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: STAFF_CONSULT_KEY });

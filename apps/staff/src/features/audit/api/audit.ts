import {
  STAFF_API,
  type AuditPage,
  type AuditQuery,
  type StaffAccountView,
} from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function listAudit(query: AuditQuery) {
  return api.get<AuditPage>(`${STAFF_API}/audit`, { ...query });
}

/** A page of the audit log; the last page stays up while the next loads. */
export function useAudit(query: AuditQuery) {
  return useQuery({
    queryKey: ['staff', 'audit', query],
    queryFn: () => listAudit(query),
    placeholderData: keepPreviousData,
  });
}

/** The CSV export of the same filters, as a link the browser downloads with the session cookie. */
export function auditCsvHref(query: Omit<AuditQuery, 'page' | 'pageSize'>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  const text = params.toString();
  return `${STAFF_API}/audit.csv${text ? `?${text}` : ''}`;
}

/** Staff accounts, to filter the log by who acted (the API filters by account id). */
export function useStaffOptions() {
  return useQuery({
    queryKey: ['staff', 'accounts'],
    queryFn: () => api.get<StaffAccountView[]>(`${STAFF_API}/accounts`),
  });
}

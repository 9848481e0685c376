import { STAFF_API, type ContentVersionSummary } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { EDITORIAL_KEY } from './keys';

export function listOpenVersions() {
  return api.get<ContentVersionSummary[]>(`${STAFF_API}/editorial/versions`);
}

export function useOpenVersions() {
  return useQuery({ queryKey: [...EDITORIAL_KEY, 'open'], queryFn: listOpenVersions });
}

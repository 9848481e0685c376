import { STAFF_API, type ContentVersionDetail } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { EDITORIAL_KEY } from './keys';

export function getVersion(id: string) {
  return api.get<ContentVersionDetail>(`${STAFF_API}/editorial/versions/${id}`);
}

export function useVersion(id: string) {
  return useQuery({ queryKey: [...EDITORIAL_KEY, 'version', id], queryFn: () => getVersion(id) });
}

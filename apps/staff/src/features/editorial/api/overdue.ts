import { STAFF_API, type EditorialItem } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { EDITORIAL_KEY } from './keys';

export function listOverdue() {
  return api.get<EditorialItem[]>(`${STAFF_API}/editorial/overdue`);
}

export function useOverdue() {
  return useQuery({ queryKey: [...EDITORIAL_KEY, 'overdue'], queryFn: listOverdue });
}

import { STAFF_API, type EditorialItem, type EditorialKind } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { EDITORIAL_KEY } from './keys';

export function listItems(kind: EditorialKind) {
  return api.get<EditorialItem[]>(`${STAFF_API}/editorial/items`, { kind });
}

export function useItems(kind: EditorialKind) {
  return useQuery({ queryKey: [...EDITORIAL_KEY, 'items', kind], queryFn: () => listItems(kind) });
}

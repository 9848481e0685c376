import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type DrugDetail } from '@portal/contract';
import { api } from '@/lib/api-client';

/** A drug with its monograph and the county's stock. */
export function getDrug(id: string): Promise<DrugDetail> {
  return api.get<DrugDetail>(API.drug.replace(':id', encodeURIComponent(id)));
}

export const drugQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['drugs', 'detail', id], queryFn: () => getDrug(id) });

export function useDrug(id: string) {
  return useQuery(drugQueryOptions(id));
}

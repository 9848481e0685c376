import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type FamilyList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The account's family members (masked) and how many it may have. */
export function getFamily(): Promise<FamilyList> {
  return api.get<FamilyList>(API.family);
}

export const familyQueryOptions = () => queryOptions({ queryKey: ['family'], queryFn: getFamily });

export function useFamily() {
  return useQuery(familyQueryOptions());
}

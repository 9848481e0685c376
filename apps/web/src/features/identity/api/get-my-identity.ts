import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type IdentityInfo } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The account holder's verified identity (masked), or null when not verified. */
export function getMyIdentity(): Promise<IdentityInfo | null> {
  return api.get<IdentityInfo | null>(API.myIdentity);
}

export const myIdentityQueryOptions = () =>
  queryOptions({ queryKey: ['identity'], queryFn: getMyIdentity });

export function useMyIdentity() {
  return useQuery(myIdentityQueryOptions());
}

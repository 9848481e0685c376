import { API, type IdentityInfo } from '@portal/contract';
import { api } from '@/lib/api-client';
import { useLoader } from './use-loader';

/** The account holder's verified identity (masked), or null when not verified. */
export function getMyIdentity(): Promise<IdentityInfo | null> {
  return api.get<IdentityInfo | null>(API.myIdentity);
}

export function useMyIdentity() {
  return useLoader(getMyIdentity);
}

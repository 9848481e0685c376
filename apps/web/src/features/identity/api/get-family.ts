import { API, type FamilyList } from '@portal/contract';
import { api } from '@/lib/api-client';
import { useLoader } from './use-loader';

/** The account's family members (masked) and how many it may have. */
export function getFamily(): Promise<FamilyList> {
  return api.get<FamilyList>(API.family);
}

export function useFamily() {
  return useLoader(getFamily);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type FamilyMember, type FamilyMemberBody } from '@portal/contract';
import { api } from '@/lib/api-client';
import { familyQueryOptions } from './get-family';

/** Adds a family member with a verified identity; 409 at the limit or for a duplicate. */
export function addFamilyMember(body: FamilyMemberBody): Promise<FamilyMember> {
  return api.post<FamilyMember>(API.family, body);
}

export function useAddFamilyMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addFamilyMember,
    onSuccess: () => client.invalidateQueries(familyQueryOptions()),
  });
}

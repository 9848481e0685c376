import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type FamilyEditBody, type FamilyMember } from '@portal/contract';
import { api } from '@/lib/api-client';
import { familyQueryOptions } from './get-family';

export function familyMemberPath(id: string): string {
  return API.familyMember.replace(':id', encodeURIComponent(id));
}

/** Changes a family member's relation, phone or card number; the verified identity stays. */
export function editFamilyMember(id: string, body: FamilyEditBody): Promise<FamilyMember> {
  return api.post<FamilyMember>(familyMemberPath(id), body);
}

export function useEditFamilyMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: FamilyEditBody }) => editFamilyMember(id, body),
    onSuccess: () => client.invalidateQueries(familyQueryOptions()),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkResult } from '@portal/contract';
import { api } from '@/lib/api-client';
import { familyMemberPath } from './edit-family-member';
import { familyQueryOptions } from './get-family';

export function deleteFamilyMember(id: string): Promise<OkResult> {
  return api.delete<OkResult>(familyMemberPath(id));
}

export function useDeleteFamilyMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFamilyMember,
    onSuccess: () => client.invalidateQueries(familyQueryOptions()),
  });
}

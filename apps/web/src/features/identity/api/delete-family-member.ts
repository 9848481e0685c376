import type { OkResult } from '@portal/contract';
import { api } from '@/lib/api-client';
import { familyMemberPath } from './edit-family-member';

export function deleteFamilyMember(id: string): Promise<OkResult> {
  return api.delete<OkResult>(familyMemberPath(id));
}

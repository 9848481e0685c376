import { STAFF_API, type PreviewLink } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** A 30-minute link to the citizen site showing an unpublished version as it would look. */
export const createPreview = (id: string) =>
  api.post<PreviewLink>(`${STAFF_API}/editorial/versions/${id}/preview`);

export function useCreatePreview() {
  return useMutation({ mutationFn: createPreview });
}

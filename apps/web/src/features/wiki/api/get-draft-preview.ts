import { queryOptions, useQuery } from '@tanstack/react-query';
import { PREVIEW_API, type DraftPreview } from '@portal/contract';
import { api } from '@/lib/api-client';

/** An unpublished draft in the shape of a published condition or article (staff preview link). */
export function getDraftPreview(token: string): Promise<DraftPreview> {
  return api.get<DraftPreview>(`${PREVIEW_API}/${encodeURIComponent(token)}`);
}

export const draftPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['wiki', 'preview', token],
    queryFn: () => getDraftPreview(token),
    // A draft changes while the editor works on it: always read it afresh.
    staleTime: 0,
    retry: false,
  });

export function useDraftPreview(token: string) {
  return useQuery(draftPreviewQueryOptions(token));
}

import {
  STAFF_API,
  type ContentVersionView,
  type EditorialFields,
  type EditorialKind,
  type NewDraftBody,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { EDITORIAL_KEY } from './keys';

const BASE = `${STAFF_API}/editorial`;

export const createDraft = (body: NewDraftBody) =>
  api.post<ContentVersionView>(`${BASE}/drafts`, body);

export const saveDraft = ({ id, fields }: { id: string; fields: EditorialFields }) =>
  api.put<ContentVersionView>(`${BASE}/versions/${id}`, fields);

export const submitVersion = (id: string) =>
  api.post<ContentVersionView>(`${BASE}/versions/${id}/submit`);

export const approveVersion = (id: string) =>
  api.post<ContentVersionView>(`${BASE}/versions/${id}/approve`);

export const rejectVersion = ({ id, reason }: { id: string; reason: string }) =>
  api.post<ContentVersionView>(`${BASE}/versions/${id}/reject`, { reason });

export const archiveItem = ({ kind, id }: { kind: EditorialKind; id: string }) =>
  api.post<ContentVersionView>(`${BASE}/items/${kind}/${id}/archive`);

/** A write of the workflow; every list and version shown is fetched again after it. */
function useEditorialWrite<A>(fn: (arg: A) => Promise<ContentVersionView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: EDITORIAL_KEY }),
  });
}

export const useCreateDraft = () => useEditorialWrite(createDraft);
export const useSaveDraft = () => useEditorialWrite(saveDraft);
export const useSubmitVersion = () => useEditorialWrite(submitVersion);
export const useApproveVersion = () => useEditorialWrite(approveVersion);
export const useRejectVersion = () => useEditorialWrite(rejectVersion);
export const useArchiveItem = () => useEditorialWrite(archiveItem);

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { consultPath, refreshInbox } from './keys';

export function takeConsultation(id: string) {
  return api.post<unknown>(consultPath(id, 'take'));
}

/** 接诊: the department's question becomes this doctor's (409 when a colleague took it first). */
export function useTakeConsultation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: takeConsultation, onSettled: () => refreshInbox(client) });
}

import { STAFF_API, type ApiKeyView, type NewApiKey } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const key = (hospitalId: string | undefined) => ['staff', 'api-keys', hospitalId] as const;
const path = (hospitalId: string | undefined) => `${STAFF_API}/hospitals/${hospitalId}/keys`;

export function useApiKeys(hospitalId: string | undefined) {
  return useQuery({
    queryKey: key(hospitalId),
    queryFn: () => api.get<ApiKeyView[]>(path(hospitalId)),
    enabled: Boolean(hospitalId),
  });
}

export function useCreateApiKey(hospitalId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<NewApiKey>(path(hospitalId)),
    onSuccess: async ({ view }) => {
      // A list read already on its way may have left before the key existed (seen once in CI:
      // the list then lacked the new key until reloaded). Drop it, show the key at once, and
      // read the list again.
      await client.cancelQueries({ queryKey: key(hospitalId) });
      client.setQueryData<ApiKeyView[]>(
        key(hospitalId),
        (old) => old && [view, ...old.filter((k) => k.id !== view.id)],
      );
      await client.invalidateQueries({ queryKey: key(hospitalId) });
    },
  });
}

export function useRevokeApiKey(hospitalId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ApiKeyView>(`${path(hospitalId)}/${id}/revoke`),
    onSuccess: () => client.invalidateQueries({ queryKey: key(hospitalId) }),
  });
}

import { STAFF_API, type AccessRequirement, type AccessRuleView } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const KEY = ['staff', 'access-policy'] as const;

export function getAccessPolicy() {
  return api.get<AccessRuleView[]>(`${STAFF_API}/access-policy`);
}

export function useAccessPolicy() {
  return useQuery({ queryKey: KEY, queryFn: getAccessPolicy });
}

export function changeAccessRule(input: { action: string; requirement: AccessRequirement }) {
  return api.put<AccessRuleView>(`${STAFF_API}/access-policy/${input.action}`, {
    requirement: input.requirement,
  });
}

export function useChangeAccessRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeAccessRule,
    onSuccess: (row) =>
      client.setQueryData<AccessRuleView[]>(KEY, (rows) =>
        rows?.map((r) => (r.action === row.action ? row : r)),
      ),
  });
}

import {
  STAFF_API,
  type NewStaffBody,
  type StaffAccountView,
  type StaffEnrolmentLink,
  type StaffRoleBody,
} from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const KEY = ['staff', 'accounts'] as const;

export function listStaffAccounts() {
  return api.get<StaffAccountView[]>(`${STAFF_API}/accounts`);
}

export function useStaffAccounts() {
  return useQuery({ queryKey: KEY, queryFn: listStaffAccounts });
}

function useAccountWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function createStaffAccount(body: NewStaffBody) {
  return api.post<StaffEnrolmentLink>(`${STAFF_API}/accounts`, body);
}

export const useCreateStaffAccount = () => useAccountWrite(createStaffAccount);

export type AccountSwitch = 'disable' | 'enable';

export function switchStaffAccount(input: { id: string; to: AccountSwitch }) {
  return api.post<StaffAccountView>(`${STAFF_API}/accounts/${input.id}/${input.to}`);
}

export const useSwitchStaffAccount = () => useAccountWrite(switchStaffAccount);

export function resetStaffFactor(id: string) {
  return api.post<StaffEnrolmentLink>(`${STAFF_API}/accounts/${id}/reset-factor`);
}

export const useResetStaffFactor = () => useAccountWrite(resetStaffFactor);

export function changeStaffRole(input: { id: string; body: StaffRoleBody }) {
  return api.post<StaffAccountView>(`${STAFF_API}/accounts/${input.id}/role`, input.body);
}

export const useChangeStaffRole = () => useAccountWrite(changeStaffRole);

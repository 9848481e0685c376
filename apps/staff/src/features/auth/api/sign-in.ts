import { STAFF_API, type StaffSessionAnswer, type StaffSignIn } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, setCsrfToken } from '@/lib/api';
import { ME_KEY } from '@/lib/auth';

export function signIn(body: StaffSignIn) {
  return api.post<StaffSessionAnswer>(`${STAFF_API}/session`, body);
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      setCsrfToken(answer.csrfToken);
      client.setQueryData(ME_KEY, answer);
    },
  });
}

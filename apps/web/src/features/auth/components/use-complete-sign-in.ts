import { useNavigate, useSearchParams, type To } from 'react-router';
import type { LoginResult } from '@portal/contract';
import { safeRedirect } from '@/lib/safe-redirect';
import { sessionStore } from '@/lib/session-store';

/**
 * Stores a new web session (login or registration) and goes where the visitor was headed, or to
 * `next` when the caller knows better. A web sign-in is never a government one, so any earlier
 * government session state is dropped.
 */
export function useCompleteSignIn(): (
  result: LoginResult,
  next?: { to: To; state?: unknown },
) => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (result, next) => {
    const session = sessionStore().getState();
    session.set('token', result.token);
    session.set('userInfo', result.user);
    session.set('gov', false);
    session.set('SSO', null);
    void navigate(next?.to ?? safeRedirect(searchParams.get('redirect')), {
      replace: true,
      state: next?.state,
    });
  };
}

import type { To } from 'react-router';
import { safeRedirect } from './safe-redirect';

/** What registration hands to 实名认证 in the history entry's state. */
export interface VerificationHandover {
  /** The phone number just confirmed by SMS: the verification form's phone field. */
  phone: string;
}

/**
 * A new account goes to 实名认证 next: booking, reports and medical cards all need it. The phone
 * travels in the history state, never in the address (where it would reach the server's logs);
 * the page the person was headed for, if any, follows in `redirect` once they are verified.
 */
export function verificationAfterRegistration(
  phone: string,
  redirect: string | null,
): { to: To; state: VerificationHandover } {
  const back = redirect === null ? null : safeRedirect(redirect);
  return {
    to: {
      pathname: '/account/authentication',
      search: back && back !== '/home' ? `?${new URLSearchParams({ redirect: back })}` : '',
    },
    state: { phone },
  };
}

/** The phone registration handed over, or '' when the page was reached any other way. */
export function handedOverPhone(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('phone' in state)) return '';
  return typeof state.phone === 'string' ? state.phone : '';
}

import {
  API,
  type ActionName,
  type OkResult,
  type SsoAnswer,
  type UserInfo,
  type WebActionResult,
} from '@portal/contract';
import { api } from './api-client';
import { hasOfflineState } from './offline/marker';
import { sessionStore } from './session-store';

/**
 * The session calls several parts of the app share (guard, top bar, personal centre); each
 * feature's own calls live in its `api/` folder.
 */
export function getUser(): Promise<UserInfo | false> {
  return api.get<UserInfo | false>(API.getUser);
}

/**
 * Fetches the current user into the store; a stale session clears it, and with it whatever
 * this device saved for offline use (its key revoked by its own signature). Returns the user.
 */
export async function refreshUserInfo(): Promise<UserInfo | false> {
  const user = await getUser();
  const store = sessionStore().getState();
  if (user === false) {
    store.clearAuth();
    if (hasOfflineState()) {
      void import('./offline/offline-store')
        .then((offline) => offline.eraseOffline())
        .catch(() => undefined);
    }
  } else store.set('userInfo', user);
  return user;
}

export function checkWebAction(action: ActionName): Promise<WebActionResult> {
  const token = sessionStore().getState().token;
  // The spec passes the token as `userid`; `user` is left off since it would say the same.
  return api.get<WebActionResult>(API.chkWebaction, {
    params: { userid: token, action },
    withoutToken: true,
  });
}

/** The single-sign-on ticket call: flagged without-token, as the spec says. */
export function exchangeTicket(ticketId: string): Promise<SsoAnswer> {
  return api.get<SsoAnswer>(API.doPCSso, { params: { ticketId }, withoutToken: true });
}

/** Revokes the session behind `token` on the server (called with the token before it is cleared). */
export function logout(token: string): Promise<OkResult> {
  return api.post<OkResult>(API.logout, undefined, { params: { user: token }, withoutToken: true });
}

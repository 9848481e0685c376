import { API, type OkResult } from '@portal/contract';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

/** zlb.redo_idgo.html: removes the verification; the account is unverified again. */
export function redoIdentity(): Promise<OkResult> {
  return api.post<OkResult>(API.redoIdentity, { user: sessionStore().getState().token });
}

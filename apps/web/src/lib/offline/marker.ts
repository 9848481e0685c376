/**
 * Whether this device holds any offline state (saved data or a revocation waiting to be sent),
 * as one flag in localStorage that says nothing personal. The app reads it at start, so the
 * offline code (and what it imports) loads only on devices that use it, never on every home
 * page visit. Not under the product's prefix: signing out clears those entries, and the
 * revocation it leaves must still be sent.
 */
const KEY = 'qh12320-offline';

export function hasOfflineState(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function markOfflineState(present: boolean): void {
  try {
    if (present) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the app then checks at the offline pages only.
  }
}

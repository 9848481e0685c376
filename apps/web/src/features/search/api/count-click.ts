import { API } from '@portal/contract';

/**
 * Tells the server that a result of the search for `q` was opened, so editors see which
 * searches help nobody. Only the words go: no token (a beacon carries none), no answer awaited,
 * nothing shown if it fails, and leaving the page does not cancel it.
 */
export function countClick(q: string): void {
  navigator.sendBeacon?.(API.searchClicks, new URLSearchParams({ q }));
}

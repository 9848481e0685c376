import type { SessionStorageLike } from '@/lib/session-store';

/** A visitor the server knows nothing about: the session lives in the tab's sessionStorage. */
export function emptyStorage(): SessionStorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

import { useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SsoRecord, UserInfo } from '@portal/contract';

/** The spec's session store (section 3), each field persisted under `{PRODUCT}_<field>` in sessionStorage. */
export type { SsoRecord, UserInfo };

export interface ArticleContext {
  type: string;
  path: string;
  name: string;
}

export interface SessionState {
  elderMode: boolean;
  /** Carried for parity with the spec; nothing reads it. */
  isAdmin: boolean;
  gov: boolean;
  token: string;
  SSO: SsoRecord | null;
  userInfo: UserInfo | null;
  articles: ArticleContext | null;
}

export interface SessionActions {
  set<K extends keyof SessionState>(key: K, value: SessionState[K]): void;
  /** Logout and stale-session cleanup: the spec clears token, SSO and user info. */
  clearAuth(): void;
}

export type SessionStore = StoreApi<SessionState & SessionActions>;

const PERSISTED: (keyof SessionState)[] = [
  'elderMode',
  'isAdmin',
  'gov',
  'token',
  'SSO',
  'userInfo',
  'articles',
];

export const DEFAULT_SESSION: SessionState = {
  elderMode: false,
  isAdmin: true,
  gov: false,
  token: '',
  SSO: null,
  userInfo: null,
  articles: null,
};

export function storagePrefix(productCode: string): string {
  return `${productCode.toUpperCase()}_`;
}

/** Where the session persists: sessionStorage in the browser, a Map when prerendered on the server. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readPersisted(storage: SessionStorageLike, prefix: string): Partial<SessionState> {
  const out: Record<string, unknown> = {};
  for (const key of PERSISTED) {
    const raw = storage.getItem(prefix + key);
    if (raw == null) continue;
    try {
      out[key] = JSON.parse(raw);
    } catch {
      storage.removeItem(prefix + key);
    }
  }
  return out as Partial<SessionState>;
}

export function createSessionStore(
  productCode: string,
  initial: Partial<SessionState> = {},
  storage: SessionStorageLike = sessionStorage,
): SessionStore {
  const prefix = storagePrefix(productCode);
  const store: SessionStore = createStore<SessionState & SessionActions>()((set) => ({
    ...DEFAULT_SESSION,
    ...readPersisted(storage, prefix),
    ...initial,
    set: (key, value) => set({ [key]: value } as Partial<SessionState>),
    clearAuth: () => set({ token: '', SSO: null, userInfo: null }),
  }));
  const write = (state: SessionState) => {
    for (const key of PERSISTED) storage.setItem(prefix + key, JSON.stringify(state[key]));
  };
  write(store.getState());
  store.subscribe(write);
  // What the server rendered with: nothing from this tab's storage (emptyStorage there).
  const state = store.getState();
  serverStates.set(store, { ...state, ...DEFAULT_SESSION, ...initial });
  return store;
}

/** Per store, the state a server render of the same page saw: a signed-out visitor in its mode. */
const serverStates = new WeakMap<SessionStore, SessionState & SessionActions>();

let current: SessionStore | null = null;

/** Called once at start-up, when the product code (the storage prefix) is known from site settings. */
export function initSession(store: SessionStore): void {
  current = store;
}

export function sessionStore(): SessionStore {
  if (!current) throw new Error('session store used before initSession');
  return current;
}

/**
 * While the browser hydrates a server-rendered page, components read the state the server saw
 * (signed out), so the markup matches; React then renders again with this tab's session (a
 * signed-in header) as soon as hydration is done.
 */
export function useSession<T>(selector: (s: SessionState & SessionActions) => T): T {
  const store = sessionStore();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(serverStates.get(store) ?? store.getState()),
  );
}

/** The token for the HTTP client, which exists before the store does (site settings come first). */
export function currentToken(): string {
  return current?.getState().token ?? '';
}

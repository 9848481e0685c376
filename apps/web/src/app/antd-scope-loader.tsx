import { useSyncExternalStore, type ReactNode } from 'react';

type Scope = (children: ReactNode) => ReactNode;

let scope: Scope | null = null;
let loading: Promise<Scope> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads antd's providers (antd-scope.tsx) once. Pages that use antd wait for it before they
 * render (lazy-page.ts); the home page does not, so a first visit loads no antd at all.
 */
export function loadAntdScope(): Promise<Scope> {
  loading ??= import('./antd-scope').then(
    (m) => {
      scope = m.wrapInAntdScope;
      listeners.forEach((notify) => notify());
      return scope;
    },
    (error: unknown) => {
      // A dropped connection must not stick: the next page asks again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/**
 * Wraps the routes in antd's providers once they have loaded. Until then the children render
 * bare; the switch remounts them once, when the first antd page is being opened anyway.
 */
export function WithAntdScope({ children }: { children: ReactNode }) {
  const wrap = useSyncExternalStore(subscribe, () => scope);
  return wrap ? wrap(children) : children;
}

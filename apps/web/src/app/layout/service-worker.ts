import { useSyncExternalStore } from 'react';
import { WEB_BASE } from '@portal/contract';

/**
 * The page's side of the service worker (src/sw.ts): registration once the page has painted and
 * settled, and the one piece of state the page shows, a new version that waits (UpdateBar).
 */

const UPDATE_CHECK_MS = 60 * 60_000;

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

/** A newer worker installed and waiting to take over (null: none, or 稍后 was pressed). */
export function offerUpdate(worker: ServiceWorker | null): void {
  waiting = worker;
  listeners.forEach((listener) => listener());
}

export function useWaitingWorker(): ServiceWorker | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting,
    () => null,
  );
}

/**
 * 一键更新: the waiting worker takes over and the page reloads once it has, with the new
 * version. Only ever on the person's press, so nothing reloads in the middle of a form.
 */
export function applyUpdate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

function watch(registration: ServiceWorkerRegistration): void {
  // The first worker on a device installs quietly; only a newer one has anything to offer.
  const offer = (worker: ServiceWorker) => {
    if (navigator.serviceWorker.controller) offerUpdate(worker);
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  // The browser looks for a new worker on each navigation; an app left open for days (a phone's
  // home-screen app is rarely closed) looks again when it is shown, at most once an hour.
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    registration.update().catch(() => undefined);
  });
}

/**
 * Registers the worker in production builds only (not in dev, where Vite serves modules, nor in
 * jsdom), after the load event and an idle moment: the worker and the files it keeps download
 * while nothing else does, never beside the page's first paint.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(`${WEB_BASE}sw.js`, { scope: WEB_BASE })
      .then(watch, (error: unknown) => console.error('service worker registration failed', error));
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

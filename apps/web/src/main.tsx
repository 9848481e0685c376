import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import 'nprogress/nprogress.css';
import './styles/global.css';
import { GENERIC_ERROR_MESSAGE, type SiteConfig } from '@portal/contract';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/layout/service-worker';
import { loadSiteConfig } from './lib/site-config';
import { isNetworkFailure } from './lib/network';
import { initApiClient } from './lib/api-client';
import { applyElderMode, readElderCookie } from './lib/elder-mode';
import { handTypingToReact } from './lib/prerender-handover';
import { createSessionStore, currentToken, initSession } from './lib/session-store';

/** The attribute the server marks #root with when it holds a rendered page (prerender-document.ts). */
const SERVER_RENDERED = 'data-server-rendered';
/** Logged when the server's markup did not match and React drew the page again itself. */
const HYDRATION_FAILED = 'hydration failed; the page was rendered again in the browser';

const OFFLINE_START_MESSAGE = '当前没有网络，请连上网络后刷新页面';

/**
 * Lets the browser run what waits (a tap, a paint) before the next part of the start: each part
 * is then a task of its own instead of one long one that holds the page still. scheduler.yield
 * keeps this task's turn ahead of others; older browsers wait for the next macrotask.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}

/** Once hydrated: the mark comes off (journeys wait for that) and typed words go to React. */
function tookOver(container: HTMLElement) {
  container.removeAttribute(SERVER_RENDERED);
  handTypingToReact(container);
}

async function boot(container: HTMLElement) {
  // Asked for at once: it downloads and runs while the rest starts (lib/http-client.ts).
  initApiClient(import('./lib/http-client').then((m) => m.createApiClient(currentToken)));
  // The modules have just been evaluated, itself a long task on a slow phone.
  await yieldToBrowser();
  let site: SiteConfig;
  try {
    site = await loadSiteConfig();
  } catch (error) {
    console.error('site settings failed to load', error);
    // Offline on a device that never loaded the site: nothing to start from but the words.
    const message = isNetworkFailure(error) ? OFFLINE_START_MESSAGE : GENERIC_ERROR_MESSAGE;
    container.innerHTML = `<main id="main" class="boot-error"><h1>${message}</h1><p><a href="">刷新页面</a></p></main>`;
    return;
  }
  // The cookie, not sessionStorage, decides: the server already sent index.html in that mode.
  const elderMode = readElderCookie();
  initSession(createSessionStore(site.productCode, { elderMode }));
  applyElderMode(elderMode);
  const router = createAppRouter({ govLoginUrl: site.govLoginUrl });
  // The first render waits for the first route (the guard, the page's code): until then the
  // container keeps what the server sent, the home page itself or the loading line, instead of
  // swapping it for a loading line of React's own.
  if (!router.state.initialized) {
    await new Promise<void>((ready) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        ready();
      });
    });
  }
  // The router's start (the guard, the first route) often finishes within this task: a pause
  // between it and the render keeps each of them a task of its own.
  await yieldToBrowser();
  const hydrating = container.hasAttribute(SERVER_RENDERED);
  const app = (
    <StrictMode>
      <AppProvider site={site} onHydrated={hydrating ? () => tookOver(container) : undefined}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (!hydrating) {
    createRoot(container).render(app);
    return;
  }
  // The server's markup is kept and brought to life, not drawn again: no element is made twice
  // and nothing is laid out again. As a transition, React does it in slices of a few
  // milliseconds between which the page answers taps and scrolls, instead of in one long task.
  // Words typed before this stay in their fields and reach React's state once it is done.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error(HYDRATION_FAILED, error),
    });
  });
}

void boot(document.getElementById('root')!);
registerServiceWorker();

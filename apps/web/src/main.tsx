import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import 'nprogress/nprogress.css';
import './styles/global.css';
import { GENERIC_ERROR_MESSAGE, type SiteConfig } from '@portal/contract';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/layout/service-worker';
import { UpdateBar } from './app/layout/update-bar';
import { loadSiteConfig } from './lib/site-config';
import { isNetworkFailure } from './lib/network';
import { createApiClient, initApiClient } from './lib/api-client';
import { applyElderMode, readElderCookie } from './lib/elder-mode';
import { captureTyping } from './lib/prerender-handover';
import { createSessionStore, currentToken, initSession } from './lib/session-store';

const OFFLINE_START_MESSAGE = '当前没有网络，请连上网络后刷新页面';

async function boot(container: HTMLElement) {
  initApiClient(createApiClient(currentToken));
  const root = createRoot(container);
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
  const restoreTyping = captureTyping(container);
  // Synchronous, so the words typed are put back in the same task as the swap.
  flushSync(() =>
    root.render(
      <StrictMode>
        <AppProvider site={site}>
          <RouterProvider router={router} />
          <UpdateBar />
        </AppProvider>
      </StrictMode>,
    ),
  );
  restoreTyping();
}

void boot(document.getElementById('root')!);
registerServiceWorker();

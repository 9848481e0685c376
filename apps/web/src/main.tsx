import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import 'nprogress/nprogress.css';
import './styles/global.css';
import { GENERIC_ERROR_MESSAGE } from '@portal/contract';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { getSiteConfig } from './features/site/api/get-site-config';
import { createApiClient, initApiClient } from './lib/api-client';
import { applyElderMode, readElderCookie } from './lib/elder-mode';
import { createSessionStore, currentToken, initSession } from './lib/session-store';

async function boot(container: HTMLElement) {
  initApiClient(createApiClient(currentToken));
  const root = createRoot(container);
  let site;
  try {
    site = await getSiteConfig();
  } catch (error) {
    console.error('site settings failed to load', error);
    container.innerHTML = `<main id="main" class="boot-error"><h1>${GENERIC_ERROR_MESSAGE}</h1><p><a href="">刷新页面</a></p></main>`;
    return;
  }
  // The cookie, not sessionStorage, decides: the server already sent index.html in that mode.
  const elderMode = readElderCookie();
  initSession(createSessionStore(site.productCode, { elderMode }));
  applyElderMode(elderMode);
  root.render(
    <StrictMode>
      <AppProvider site={site}>
        <RouterProvider router={createAppRouter({ govLoginUrl: site.govLoginUrl })} />
      </AppProvider>
    </StrictMode>,
  );
}

void boot(document.getElementById('root')!);

/// <reference lib="webworker" />
/**
 * The service worker of the installed app (issue 30), built by vite-plugin-pwa (injectManifest)
 * to /12320/sw.js. What it does, all of it:
 * - keeps the shell (index.html, the entry's script and styles, the icon) and the code of the
 *   two pages that work offline, 我的预约 and 电子健康卡 (config/offline.ts; the list is worked
 *   out from the build's chunk graph in vite.config.ts), and answers those files from the cache;
 * - lets every navigation go to the network first, always (the home page is rendered by the
 *   server); only when the network fails does it answer the kept index.html, and the app then
 *   shows the offline page or says the page needs a network;
 * - never stores anything else: no API answer (the offline data is IndexedDB's, written by the
 *   app), no page from the network, nothing of /staff/ or /gov-sso/ (outside its scope);
 * - a new version waits until the person presses 一键更新 (the page posts SKIP_WAITING).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

async function networkFirst({ request }: { request: Request }): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await matchPrecache('index.html');
    if (shell) return shell;
    throw error;
  }
}

// Navigations only reach the worker under its scope, /12320/: /api/, /staff/ and /gov-sso/ lie
// outside it. Requests that match no route here (the API's among them) go to the network
// untouched.
registerRoute(new NavigationRoute(networkFirst));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

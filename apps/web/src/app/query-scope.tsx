import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { embeddedQueries, seedQueries } from '@/lib/prerender-queries';
import { createQueryClient } from '@/lib/react-query';
import { sessionStore } from '@/lib/session-store';

// One cache for the whole visit, shared by every page that reads server data. Exported for the
// server's render (prerender-page.tsx), which fills it with one page's answers per render.
export const queryClient = createQueryClient();
// A page the server rendered arrives with the answers it was drawn from.
seedQueries(queryClient, embeddedQueries());

// Answers cached for one session must never show in another: the cache empties whenever the
// token changes (sign-in, sign-out, another account). Before this module loads there is no cache.
sessionStore().subscribe((state, previous) => {
  if (state.token !== previous.token) queryClient.clear();
});

/**
 * TanStack Query's provider, wrapped by the route files of pages that read or change server
 * data, so the home page and the sign-in page carry none of it.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** One server answer a page was drawn from, under the query key its page reads it by. */
export type PrerenderedQuery = [key: QueryKey, data: unknown];

/** The element the server puts the answers in (the API's page-prerender.ts writes it). */
export const PRERENDER_QUERIES_ID = 'prerender-queries';

/**
 * The answers a server-rendered page (a condition, an article) was drawn from, which the server
 * put in the page: the browser's first render reads them from the cache instead of asking again,
 * so it draws the very markup the server sent rather than a loading line over it. None on the
 * server, and none in a page the server did not render.
 */
export function embeddedQueries(): PrerenderedQuery[] {
  if (typeof document === 'undefined') return [];
  const text = document.getElementById(PRERENDER_QUERIES_ID)?.textContent;
  return text ? (JSON.parse(text) as PrerenderedQuery[]) : [];
}

export function seedQueries(client: QueryClient, queries: readonly PrerenderedQuery[]): void {
  for (const [key, data] of queries) client.setQueryData(key, data);
}

import { useEffect, useState } from 'react';
import { API, type SuggestionList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Waits this long after the last keystroke before asking. */
export const SUGGEST_DELAY_MS = 250;

/** Titles and names that match what has been typed so far (up to 8). */
export function getSuggestions(q: string, signal?: AbortSignal): Promise<SuggestionList> {
  return api.get<SuggestionList>(API.searchSuggest, { params: { q }, signal, withoutToken: true });
}

/**
 * Suggestions for the header's search box, debounced; a newer keystroke cancels the older
 * request. Plain state rather than TanStack Query on purpose: the header ships with every
 * page, including the home and sign-in pages, which carry no query client (10 KB gzipped).
 * A failed suggestion is not worth a notification: the box simply offers nothing.
 */
export function useSuggestions(q: string): SuggestionList {
  const [result, setResult] = useState<{ q: string; list: SuggestionList }>({ q: '', list: [] });
  const query = q.trim();
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSuggestions(query, controller.signal).then(
        (list) => setResult({ q: query, list }),
        () => undefined,
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return query && result.q === query ? result.list : [];
}

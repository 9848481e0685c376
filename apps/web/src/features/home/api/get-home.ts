import { useCallback, useEffect, useState } from 'react';
import { API, type HomeContent } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The server keeps the home content a minute; a visit asks again after as long. */
const FRESH_MS = 60_000;

/** Notices, featured reading, the season's tips and popular clinics, in one call. */
export function getHome(): Promise<HomeContent> {
  return api.get<HomeContent>(API.home, { withoutToken: true });
}

let cached: { at: number; content: Promise<HomeContent> } | undefined;

function homeContent(): Promise<HomeContent> {
  if (!cached || Date.now() - cached.at > FRESH_MS) {
    const content = getHome();
    cached = { at: Date.now(), content };
    content.catch(() => {
      if (cached?.content === content) cached = undefined;
    });
  }
  return cached.content;
}

export type HomeState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'done'; content: HomeContent };

/**
 * The home page's content. Plain state with a one-minute copy rather than TanStack Query on
 * purpose: the home page is bundled with the shell and loads no query client (10 KB gzipped),
 * so its first visit stays within the home budget (e2e/budget.spec.ts).
 */
export function useHome(): HomeState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ attempt: number; state: HomeState }>({
    attempt: -1,
    state: { status: 'loading' },
  });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    homeContent().then(
      (content) => live && setState({ attempt, state: { status: 'done', content } }),
      () => live && setState({ attempt, state: { status: 'error', retry } }),
    );
    return () => {
      live = false;
    };
  }, [attempt, retry]);
  return state.attempt === attempt ? state.state : { status: 'loading' };
}

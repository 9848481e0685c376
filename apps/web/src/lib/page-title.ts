import { useEffect, useSyncExternalStore } from 'react';

/*
 * A page about one item (an article, a condition) names the tab after the item rather than the
 * route: the route's title is all the router knows, the item's name arrives with its data.
 * NavigationEffects reads it; a plain module store keeps the shell free of another dependency.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

function publish(title: string | null) {
  current = title;
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** Names the tab `title - site name` while the calling page shows; nothing while undefined. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    publish(title);
    return () => publish(null);
  }, [title]);
}

/** The title a page has set, or null for the route's own. */
export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

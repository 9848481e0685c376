import { useMatches } from 'react-router';
import { isRouteHandle } from '../route-meta';

/** The activeMenu of the deepest matched route that sets one. */
export function useActiveMenu(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle) && handle.meta.activeMenu) return handle.meta.activeMenu;
  }
  return undefined;
}

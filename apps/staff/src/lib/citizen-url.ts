import { WEB_BASE } from '@portal/contract';

/** A route of the citizen site (as the API names it, `/wiki/...`) under the site's base path. */
export function citizenUrl(route: string): string {
  return `${WEB_BASE.slice(0, -1)}${route}`;
}

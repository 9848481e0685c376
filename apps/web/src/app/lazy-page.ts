import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type PageModule = { default: ComponentType };

/**
 * A route's page, loaded when it is first opened, so a first visit loads the shell and that
 * page only. Load failures (a chunk that no longer exists after a deploy, a dropped connection)
 * are logged, as the spec says, and surface in RouteError rather than as a crash.
 */
export function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => {
    try {
      return { Component: (await load()).default };
    } catch (error) {
      console.error('route load failed', error);
      throw error;
    }
  };
}

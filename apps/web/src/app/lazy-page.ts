import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadAntdScope } from './antd-scope-loader';

type PageModule = { default: ComponentType };

/**
 * Route load failures (a chunk that no longer exists after a deploy, a dropped connection) are
 * logged, as the spec says, and surface in RouteError rather than as a crash.
 */
function lazy(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => {
    try {
      return { Component: (await load()).default };
    } catch (error) {
      console.error('route load failed', error);
      throw error;
    }
  };
}

/** A page built on antd: it also waits for antd's providers (about 80 KB, loaded once). */
export function lazyPage(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return lazy(async () => (await Promise.all([load(), loadAntdScope()]))[0]);
}

/**
 * A page built with the light kit (components/form, components/ui) and plain markup: it comes
 * without antd, so a first visit loads the shell and the page only.
 */
export const lightPage = lazy;

import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadAntdScope } from './antd-scope-loader';

type PageModule = { default: ComponentType };

/**
 * Route load failures (a chunk that no longer exists after a deploy, a dropped connection) are
 * logged, as the spec says, and surface in RouteError rather than as a crash. Lazy pages are
 * built with antd, so they also wait for antd's providers (the home page is not lazy).
 */
export function lazyPage(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => {
    try {
      const [mod] = await Promise.all([load(), loadAntdScope()]);
      return { Component: mod.default };
    } catch (error) {
      console.error('route load failed', error);
      throw error;
    }
  };
}

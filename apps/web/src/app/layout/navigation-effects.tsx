import { useEffect } from 'react';
import { useMatches, useNavigation } from 'react-router';
import NProgress from 'nprogress';
import { useSiteConfig } from '@/features/site/api/get-site-config';
import { isRouteHandle } from '../route-meta';

NProgress.configure({ showSpinner: false });

/** The progress bar runs while a navigation loads; the title follows route meta once it lands. */
export function NavigationEffects() {
  const navigation = useNavigation();
  const matches = useMatches();
  const { siteName } = useSiteConfig();

  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);

  const leaf = [...matches].reverse().find((m) => isRouteHandle(m.handle));
  const title = leaf && isRouteHandle(leaf.handle) ? leaf.handle.meta.title : '';
  useEffect(() => {
    if (navigation.state !== 'idle') return;
    document.title = title ? `${title} - ${siteName}` : siteName;
  }, [navigation.state, title, siteName]);

  return null;
}

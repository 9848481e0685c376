import { useEffect } from 'react';
import { useMatches, useNavigation } from 'react-router';
import NProgress from 'nprogress';
import { Toaster } from '@/components/toast/toaster';
import { useSiteConfig } from '@/lib/site-config';
import { usePageTitleOverride } from '@/lib/page-title';
import { isRouteHandle } from '../route-meta';

// nprogress's own template gives the bar role="bar", which is no ARIA role (axe aria-roles).
// The bar is decoration: the new page's title and heading say that the page changed.
// nprogress finds the bar by that role unless told otherwise, hence barSelector.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/**
 * The progress bar runs while a navigation loads; the title follows route meta once it lands,
 * or the name of the item the page shows once that has loaded (usePageTitle).
 */
function NavigationEffects() {
  const navigation = useNavigation();
  const matches = useMatches();
  const { siteName } = useSiteConfig();
  const itemTitle = usePageTitleOverride();

  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);

  const leaf = [...matches].reverse().find((m) => isRouteHandle(m.handle));
  const title = itemTitle ?? (leaf && isRouteHandle(leaf.handle) ? leaf.handle.meta.title : '');
  useEffect(() => {
    if (navigation.state !== 'idle') return;
    document.title = title ? `${title} - ${siteName}` : siteName;
  }, [navigation.state, title, siteName]);

  return null;
}

/** What every frame starts with: the skip link as the first tab stop, these effects, the toasts. */
export function LayoutBasics() {
  return (
    <>
      <a className="skip-link" href="#main">
        跳到主要内容
      </a>
      <NavigationEffects />
      <Toaster />
    </>
  );
}

import { useEffect } from 'react';
import { Link, useLocation, useRouteError } from 'react-router';
import { isOfflinePath } from '@/config/offline';
import { isNetworkFailure } from '@/lib/network';
import { OfflineNotice } from './offline-notice';

/**
 * Shown when a route's code fails to load or a page throws: logged, with a way onwards. With no
 * network (the guard's check unanswered, a page's code not kept by the service worker) it says
 * so, instead of a failure the person can do nothing about, except on the offline pages.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('route error', error);
  }, [error]);
  // The offline pages say for themselves what they have without a network: never this notice.
  if (isNetworkFailure(error) && !isOfflinePath(pathname)) {
    return (
      <main id="main" className="route-error">
        <OfflineNotice />
      </main>
    );
  }
  return (
    <main id="main" className="page-container route-error">
      <h1>页面加载失败</h1>
      <p>网络可能不稳定，或网站刚刚更新。请刷新页面后重试。</p>
      <p className="route-error-links">
        <a href={window.location.href}>刷新页面</a>
        <Link to="/home">返回首页</Link>
      </p>
    </main>
  );
}

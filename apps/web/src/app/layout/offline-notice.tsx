import { Link } from 'react-router';
import { OFFLINE_PAGES } from '@/config/offline';
import './offline-shell.css';

/**
 * What every page but the offline ones (config/offline.ts) shows with no network: in words,
 * with 重试 (a reload: online it brings the page, offline this notice again) and the pages
 * that do work offline. Part of the shell, so it needs nothing from the network itself.
 */
export function OfflineNotice() {
  return (
    <div className="page-container result-page offline-notice">
      <h1 className="result-title">当前没有网络</h1>
      <p className="result-page__detail">
        此页面需要联网才能使用。请检查手机信号或无线网络，连上后点“重试”。
      </p>
      <button type="button" className="primary-button" onClick={() => window.location.reload()}>
        重试
      </button>
      <section className="offline-notice__pages" aria-labelledby="offline-pages-title">
        <h2 id="offline-pages-title">没有网络也能看</h2>
        <p>在“个人设置”中开启了“离线保存”的，以下页面没有网络也能查看：</p>
        <ul>
          {OFFLINE_PAGES.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { applyUpdate, offerUpdate, useWaitingWorker } from './service-worker';
import './offline-shell.css';

/**
 * 新版本已就绪: a new version of the app is downloaded and waits. A bar, not a dialog: the page
 * stays usable and nothing reloads until the person presses 一键更新; 稍后 hides it until the
 * next visit (the new version then starts once every tab of the old one is closed).
 */
export function UpdateBar() {
  const worker = useWaitingWorker();
  if (!worker) return null;
  return (
    <div className="update-bar" role="region" aria-label="网站更新">
      <p className="update-bar__text" role="status">
        新版本已就绪
      </p>
      <div className="update-bar__actions">
        <button type="button" className="primary-button" onClick={() => applyUpdate(worker)}>
          一键更新
        </button>
        <button type="button" className="update-bar__later" onClick={() => offerUpdate(null)}>
          稍后
        </button>
      </div>
    </div>
  );
}

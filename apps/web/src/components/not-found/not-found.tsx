import { useNavigate } from 'react-router';

/**
 * Plain markup, bundled with the shell: a mistyped or outdated link costs no further download.
 */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <div className="page-container result-page">
      <p className="result-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="result-title">页面不存在</h1>
      <p className="result-page__detail">您访问的页面不存在或已被移除，请检查地址是否正确。</p>
      <button type="button" className="primary-button" onClick={() => navigate('/home')}>
        返回首页
      </button>
    </div>
  );
}

import { Link, useLocation } from 'react-router';

/**
 * Previous and next as links with their page in the address (shareable, back button works).
 * antd's Pagination would bring its Select and Input (about 35 KB) for a list of a few pages.
 */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const { pathname, search } = useLocation();
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    if (n > 1) params.set('page', String(n));
    else params.delete('page');
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav className="hosp-pager" aria-label="翻页">
      {page > 1 ? <Link to={to(page - 1)}>上一页</Link> : <span aria-hidden />}
      <span>
        第 {page} 页，共 {pages} 页
      </span>
      {page < pages ? <Link to={to(page + 1)}>下一页</Link> : <span aria-hidden />}
    </nav>
  );
}

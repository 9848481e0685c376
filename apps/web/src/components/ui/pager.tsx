import { Link, useLocation } from 'react-router';
import './ui.css';

/**
 * Previous and next as links with their page in the address (`page`), so a page can be shared
 * and the back button works.
 */
export function Pager({
  page,
  pages,
  param = 'page',
}: {
  page: number;
  pages: number;
  param?: string;
}) {
  const { pathname, search } = useLocation();
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    if (n > 1) params.set(param, String(n));
    else params.delete(param);
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="翻页">
      {page > 1 ? <Link to={to(page - 1)}>上一页</Link> : <span aria-hidden />}
      <span className="pager__status">
        第 {page} 页，共 {pages} 页
      </span>
      {page < pages ? <Link to={to(page + 1)}>下一页</Link> : <span aria-hidden />}
    </nav>
  );
}

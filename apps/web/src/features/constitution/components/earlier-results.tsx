import { Link } from 'react-router';
import { QueryState } from '@/components/query-state/query-state';
import { chinaDateTimeFull } from '@/lib/china-date';
import { EARLIER_RESULTS, useConstitutionResults } from '../api/get-constitution-results';

/** A signed-in person's saved results, newest first, each opening on this page. */
export function EarlierResults({ current }: { current?: string }) {
  const results = useConstitutionResults(true);
  return (
    <section className="ident-earlier" aria-labelledby="ident-earlier-title">
      <h2 id="ident-earlier-title">我保存的结果</h2>
      <QueryState query={results}>
        {(page) =>
          page.total === 0 ? (
            <p className="ident-muted">还没有保存过结果。做完测试后，结果会自动保存在这里。</p>
          ) : (
            <>
              <ul className="ident-earlier__list">
                {page.list.map((r) => (
                  <li key={r.id}>
                    {r.id === current ? (
                      <span aria-current="true">
                        {chinaDateTimeFull(r.createdAt)}：{r.summary}（正在查看）
                      </span>
                    ) : (
                      <Link to={`/wiki/identify?result=${encodeURIComponent(r.id)}`}>
                        {chinaDateTimeFull(r.createdAt)}：{r.summary}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
              {page.total > EARLIER_RESULTS && (
                <p className="ident-muted">
                  共 {page.total} 次，这里列出最近 {EARLIER_RESULTS} 次。
                </p>
              )}
            </>
          )
        }
      </QueryState>
    </section>
  );
}

import { Link, useParams } from 'react-router';
import { QueryState } from '@/components/query-state/query-state';
import { RichText } from '@/components/rich-text/rich-text';
import { useGuide } from '../api/get-guide';
import './inquiry.css';

/** /inquiry/guides/:id: one 办事指南, in the same six sections as every other. */
export function GuidePage() {
  const { id = '' } = useParams();
  const guide = useGuide(id);
  return (
    <div className="page-container inq-page">
      <p className="inq-back">
        <Link to="/inquiry/guides">← 返回办事指南</Link>
      </p>
      <QueryState query={guide} heading="办事指南">
        {(g) => (
          <article className="inq-section inq-guide">
            <h1>{g.title}</h1>
            <p className="inq-muted">办理部门：{g.department}</p>
            <RichText blocks={g.body} />
            <h2>依据</h2>
            <ul>
              {g.sources.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
            <p className="inq-muted">
              办理要求如有调整，以办理窗口的最新说明为准；不清楚的可拨打 12320 咨询。
            </p>
          </article>
        )}
      </QueryState>
    </div>
  );
}

import { Link } from 'react-router';
import { useGuides } from '../api/get-guides';
import { ResultList } from './result-list';
import { useUrlFilter } from './use-url-filter';

/** 办事指南: how to get a certificate or a refund, each guide on a page of its own. */
export function GuidesPanel() {
  const [filter] = useUrlFilter([]);
  const query = useGuides(filter);
  return (
    <ResultList query={query} unit="份指南" label="办事指南列表" empty="暂时没有办事指南">
      {(items) =>
        items.map((g) => (
          <li key={g.id} className="inq-section inq-card">
            <h2>
              <Link to={`/inquiry/guides/${encodeURIComponent(g.id)}`}>{g.title}</Link>
            </h2>
            <p className="inq-muted">办理部门：{g.department}</p>
          </li>
        ))
      }
    </ResultList>
  );
}

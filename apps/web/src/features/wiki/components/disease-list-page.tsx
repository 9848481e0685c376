import { Link, useLocation, useSearchParams } from 'react-router';
import { BODY_SYSTEMS, conditionPath, type ConditionSummary } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { Tabs } from '@/components/ui/tabs';
import { useConditions } from '../api/get-conditions';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
type Grouping = 'initial' | 'system' | 'department';
const GROUPINGS: { key: Grouping; label: string }[] = [
  { key: 'initial', label: '按拼音首字母' },
  { key: 'system', label: '按身体系统' },
  { key: 'department', label: '按就诊科室' },
];

/** A grouping's query: the first, by initial, is the page's own address. */
const searchOf = (by: string) => (by === 'initial' ? '' : `?by=${by}`);

function group(list: ConditionSummary[], by: Grouping): [string, ConditionSummary[]][] {
  const groups = new Map<string, ConditionSummary[]>();
  const add = (key: string, c: ConditionSummary) =>
    groups.set(key, [...(groups.get(key) ?? []), c]);
  for (const c of list) {
    if (by === 'initial') add(c.initial, c);
    else if (by === 'system') add(c.system, c);
    else c.departments.forEach((d) => add(d, c));
  }
  const order =
    by === 'initial'
      ? LETTERS
      : by === 'system'
        ? [...BODY_SYSTEMS]
        : [...groups.keys()].sort((a, b) => a.localeCompare(b, 'zh-CN'));
  return order.flatMap((k) =>
    groups.has(k) ? [[k, groups.get(k)!] as [string, ConditionSummary[]]] : [],
  );
}

function Groups({ list, by }: { list: ConditionSummary[]; by: Grouping }) {
  const groups = group(list, by);
  const present = new Set(groups.map(([k]) => k));
  return (
    <>
      {by === 'initial' && (
        <nav className="wiki-letters" aria-label="拼音首字母">
          <ul>
            {LETTERS.map((l) => (
              <li key={l}>
                {present.has(l) ? (
                  <a href={`#letter-${l}`}>{l}</a>
                ) : (
                  <span aria-hidden="true">{l}</span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map(([key, items]) => (
        <section key={key} className="wiki-group" aria-labelledby={`group-${key}`}>
          <h2 id={`group-${key}`}>
            <span id={by === 'initial' ? `letter-${key}` : undefined}>{key}</span>
            <span className="wiki-muted wiki-group__count">{items.length} 种</span>
          </h2>
          <ul className="wiki-diseases">
            {items.map((c) => (
              <li key={c.id}>
                <Link to={conditionPath(c.id)}>{c.name}</Link>
                <span className="wiki-muted">{c.summary}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** /wiki/knowledge/disease_list?by=: conditions A to Z, by body system or by department. */
export function DiseaseListPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const by = GROUPINGS.find((g) => g.key === params.get('by'))?.key ?? 'initial';
  const conditions = useConditions();
  return (
    <>
      <h1>疾病 A–Z</h1>
      <QueryState query={conditions}>
        {(list) => (
          <Tabs
            label="疾病的排列方式"
            active={by}
            onChange={(key) =>
              setParams(searchOf(key), { replace: true, preventScrollReset: true })
            }
            linkTo={(key) => ({ pathname, search: searchOf(key) })}
            items={GROUPINGS.map((g) => ({
              key: g.key,
              label: g.label,
              content: <Groups list={list} by={g.key} />,
            }))}
          />
        )}
      </QueryState>
    </>
  );
}

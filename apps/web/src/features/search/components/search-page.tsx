import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  SEARCH_QUERY_MAX,
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  type SearchHit,
  type SearchResult,
  type SearchType,
} from '@portal/contract';
import { MarkedText } from '@/components/marked-text/marked-text';
import { QueryState } from '@/components/query-state/query-state';
import { Alert } from '@/components/ui/alert';
import { Empty } from '@/components/ui/empty';
import { Pager } from '@/components/ui/pager';
import { countClick } from '../api/count-click';
import { SEARCH_PAGE_SIZE, useSearch } from '../api/search';
import { DidYouMean, EmergencyAdvice } from './search-advice';
import './search.css';

const isType = (value: string | null): value is SearchType =>
  (SEARCH_TYPES as readonly string[]).includes(value ?? '');

function Hit({ hit, q }: { hit: SearchHit; q: string }) {
  return (
    <li className="search-hit">
      <Link to={hit.url} className="search-hit__title" onClick={() => countClick(q)}>
        <MarkedText segments={hit.titleMarks} />
      </Link>
      <span className="search-hit__meta">
        {SEARCH_TYPE_LABELS[hit.type]}
        {hit.category && ` · ${hit.category}`}
      </span>
      {hit.snippet.length > 0 && (
        <p className="search-hit__snippet">
          <MarkedText segments={hit.snippet} />
        </p>
      )}
    </li>
  );
}

/** 全部 and each type that has results, with its count: links, so a filter can be shared. */
function TypeFilter({ result, type, q }: { result: SearchResult; type?: SearchType; q: string }) {
  const all = Object.values(result.counts).reduce((a, b) => a + b, 0);
  const link = (t?: SearchType) => `/search?q=${encodeURIComponent(q)}${t ? `&type=${t}` : ''}`;
  const entries: [SearchType | undefined, string, number][] = [
    [undefined, '全部', all],
    ...SEARCH_TYPES.filter((t) => result.counts[t] > 0).map((t): [SearchType, string, number] => [
      t,
      SEARCH_TYPE_LABELS[t],
      result.counts[t],
    ]),
  ];
  return (
    <nav aria-label="按类型筛选" className="search-types">
      <ul>
        {entries.map(([t, label, n]) => (
          <li key={label}>
            <Link to={link(t)} aria-current={t === type ? 'page' : undefined}>
              {label} <span className="search-types__count">{n}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Results({ result, type, q }: { result: SearchResult; type?: SearchType; q: string }) {
  const advice = (
    <>
      {result.emergency && <EmergencyAdvice emergency={result.emergency} />}
      {result.suggestion && <DidYouMean suggestion={result.suggestion} />}
    </>
  );
  if (result.total === 0) {
    return (
      <>
        {advice}
        <Empty
          description={`没有找到与“${q}”有关的内容。换个说法试试，比如少写几个字，或者用拼音首字母。`}
        />
      </>
    );
  }
  return (
    <>
      {advice}
      <p className="search-summary" role="status">
        {type ? `${SEARCH_TYPE_LABELS[type]}：` : ''}共找到 {result.total} 条结果
      </p>
      {result.partial && (
        <Alert tone="info" title="没有同时包含所有词的结果">
          下面的结果包含其中部分词，越靠前的和您写的越相符。
        </Alert>
      )}
      <TypeFilter result={result} type={type} q={q} />
      {type ? (
        <>
          <ol className="search-hits">
            {result.list.map((h) => (
              <Hit key={`${h.type}-${h.id}`} hit={h} q={q} />
            ))}
          </ol>
          <Pager page={result.pageNo} pages={Math.ceil(result.total / SEARCH_PAGE_SIZE)} />
        </>
      ) : (
        result.groups.map((g) => (
          <section key={g.type} className="search-group" aria-labelledby={`search-group-${g.type}`}>
            <h2 id={`search-group-${g.type}`}>
              {SEARCH_TYPE_LABELS[g.type]}
              <span className="search-group__count">（{g.total} 条）</span>
            </h2>
            <ol className="search-hits">
              {g.items.map((h) => (
                <Hit key={h.id} hit={h} q={q} />
              ))}
            </ol>
            {g.total > g.items.length && (
              <Link
                className="search-group__more"
                to={`/search?q=${encodeURIComponent(q)}&type=${g.type}`}
              >
                查看全部 {g.total} 条{SEARCH_TYPE_LABELS[g.type]}结果
              </Link>
            )}
          </section>
        ))
      )}
    </>
  );
}

/** /search?q=&type=&page=: results grouped by type with counts, marked words and paging. */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const rawType = params.get('type');
  const type = isType(rawType) ? rawType : undefined;
  const pageNo = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useSearch({ q, type, pageNo: type ? pageNo : 1 });
  const [draft, setDraft] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // The header's box can change the words while this page is open.
  if (shownQ !== q) {
    setShownQ(q);
    setDraft(q);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.trim()) void navigate(`/search?q=${encodeURIComponent(draft.trim())}`);
  };

  return (
    <div className="page-container search-page">
      <h1>{q ? `“${q}”的搜索结果` : '全站搜索'}</h1>
      <form role="search" className="search-form" onSubmit={submit}>
        <label htmlFor="search-q">搜索词</label>
        <div className="search-form__row">
          <input
            id="search-q"
            type="search"
            value={draft}
            maxLength={SEARCH_QUERY_MAX}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="btn btn--primary">
            搜索
          </button>
        </div>
        <p className="search-form__hint">
          可以搜疾病、文章、药品、医院、科室、医生和常见问题；中文、拼音或拼音首字母（如
          gxy）都可以。
        </p>
      </form>
      {q ? (
        <QueryState query={query}>
          {(result) => <Results result={result} type={type} q={q} />}
        </QueryState>
      ) : (
        <Empty description="请输入想找的内容，比如“感冒”“高血压”或医院名称。" />
      )}
    </div>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { Link, useHref, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_QUERY_MAX, type HelpCategory, type SearchResult } from '@portal/contract';
import { MarkedText } from '@/components/marked-text/marked-text';
import { QueryState } from '@/components/query-state/query-state';
import { RichText } from '@/components/rich-text/rich-text';
import { Empty } from '@/components/ui/empty';
import { useSiteConfig } from '@/lib/site-config';
import { useHelp } from '../api/get-help';
import { useHelpSearch } from '../api/search-help';
import './help.css';

function Contact() {
  const { hotline } = useSiteConfig();
  return (
    <section className="help-contact" aria-labelledby="help-contact-title">
      <h2 id="help-contact-title">找不到答案？找人工帮您</h2>
      <a className="help-contact__phone" href={`tel:${hotline}`}>
        拨打 <strong>{hotline}</strong> 健康服务热线
      </a>
      <ul>
        <li>人工服务时间：每天 08:00-20:00；其余时间可以留言，工作人员会在下一个工作时段回电。</li>
        <li>打通后说明要问的事情，比如“预约挂号”“报告查询”“实名认证”，接线员会帮您处理。</li>
        <li>
          <strong>12320 不办理急救。</strong>胸痛、呼吸困难、意识不清等紧急情况，请直接拨打 120。
        </li>
      </ul>
    </section>
  );
}

function SearchResults({ q, result }: { q: string; result: SearchResult }) {
  if (result.total === 0) {
    return (
      <Empty description={`没有找到与“${q}”有关的问题。可以换个说法，或拨打下方热线找人工。`} />
    );
  }
  return (
    <>
      <p role="status" className="help-summary">
        找到 {result.total} 个相关问题
      </p>
      <ol className="help-results">
        {result.list.map((h) => (
          <li key={h.id}>
            <Link to={h.url} className="help-results__title">
              <MarkedText segments={h.titleMarks} />
            </Link>
            {h.category && <span className="help-results__category">{h.category}</span>}
            <p>
              <MarkedText segments={h.snippet} />
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}

function Category({ category, openId }: { category: HelpCategory; openId: string }) {
  return (
    <section aria-labelledby="help-category-title">
      <h2 id="help-category-title">{category.name}</h2>
      {category.entries.map((e) => (
        <details key={e.id} id={e.id} className="help-entry" open={e.id === openId || undefined}>
          <summary>{e.question}</summary>
          <RichText blocks={e.answer} headingLevel={3} />
        </details>
      ))}
    </section>
  );
}

/**
 * /helpcenter?category=&q=: questions by category (an entry opens from its #id, as search
 * results link it), a search through the site-wide service, and how to reach a person.
 */
export function HelpPage() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const help = useHelp();
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const search = useHelpSearch(q);
  const [draft, setDraft] = useState(q);
  // A plain GET form too, so a page the server rendered searches before its scripts run.
  const action = useHref('/helpcenter');
  const openId = decodeURIComponent(hash.slice(1));

  // A search result's link opens its question: scroll it into view once the answers are there.
  useEffect(() => {
    if (openId && help.data) document.getElementById(openId)?.scrollIntoView({ block: 'start' });
  }, [openId, help.data]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const words = draft.trim();
    void navigate(words ? `/helpcenter?q=${encodeURIComponent(words)}` : '/helpcenter');
  };

  return (
    <div className="page-container help-page">
      <h1>帮助中心</h1>
      <form role="search" className="help-search" action={action} onSubmit={submit}>
        <label htmlFor="help-q">搜索常见问题</label>
        <div className="help-search__row">
          <input
            id="help-q"
            name="q"
            type="search"
            value={draft}
            maxLength={SEARCH_QUERY_MAX}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="btn btn--primary">
            搜索
          </button>
        </div>
      </form>
      {q && (
        <QueryState query={search}>
          {(result) => <SearchResults q={q} result={result} />}
        </QueryState>
      )}
      <QueryState query={help}>
        {({ categories }) => {
          const chosen =
            categories.find((c) => c.id === params.get('category')) ??
            categories.find((c) => c.entries.some((e) => e.id === openId)) ??
            categories[0];
          if (!chosen) return <Empty description="帮助内容正在整理，请拨打下方热线咨询。" />;
          return (
            <div className="help-layout">
              <nav aria-label="问题分类" className="help-categories">
                <ul>
                  {categories.map((c) => (
                    <li key={c.id}>
                      <Link
                        to={`/helpcenter?category=${c.id}`}
                        aria-current={c.id === chosen.id ? 'page' : undefined}
                      >
                        {c.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="help-main">
                <Category category={chosen} openId={openId} />
              </div>
            </div>
          );
        }}
      </QueryState>
      <Contact />
    </div>
  );
}

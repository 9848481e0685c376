import { useState, type FormEvent } from 'react';
import { Link, useHref, useNavigate } from 'react-router';
import { SEARCH_QUERY_MAX } from '@portal/contract';
import { TOP_MENU, type MenuEntry } from '@/config/menu';
import { useSiteConfig } from '@/lib/site-config';
import { useSession } from '@/lib/session-store';
import { useHome } from '../api/get-home';
import { HomeSections } from './home-sections';
import './home.css';

/** Elder mode puts the main tasks first (适老化: 预约挂号, 便民查询 before the rest). */
const ELDER_FIRST = ['预约挂号', '便民查询'];

function flatten(entries: MenuEntry[]): { label: string; path: string; group?: string }[] {
  return entries.flatMap((e) =>
    e.children
      ? e.children.map((c) => ({ label: c.label, path: c.path ?? '/home', group: e.label }))
      : e.path && e.path !== '/home'
        ? [{ label: e.label, path: e.path }]
        : [],
  );
}

function HomeSearch() {
  const navigate = useNavigate();
  // A plain GET to the search page until the scripts run (the page may be server-rendered).
  const action = useHref('/search');
  const [q, setQ] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (q.trim()) void navigate(`/search?q=${encodeURIComponent(q.trim())}`);
  };
  return (
    <form role="search" className="home-search" action={action} onSubmit={submit}>
      <label htmlFor="home-q">查疾病、文章、医院、医生</label>
      <div className="home-search-row">
        <input
          id="home-q"
          name="q"
          type="search"
          value={q}
          maxLength={SEARCH_QUERY_MAX}
          onChange={(e) => setQ(e.target.value)}
        />
        <button type="submit">搜索</button>
      </div>
    </form>
  );
}

export function HomePage() {
  const site = useSiteConfig();
  const home = useHome();
  const elderMode = useSession((s) => s.elderMode);
  const gov = useSession((s) => s.gov);

  let entries = flatten(TOP_MENU.filter((e) => !(gov && e.hideInGov)));
  if (elderMode) {
    entries = [
      ...entries.filter((e) => ELDER_FIRST.includes(e.label)),
      ...entries.filter((e) => !ELDER_FIRST.includes(e.label)),
    ];
  }

  return (
    <div className="page-container home-page">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{site.siteName}</h1>
        <p className="home-hero-sub">{site.countyName}卫生健康局面向全县居民的健康服务门户</p>
        <a className="home-hotline" href={`tel:${site.hotline}`}>
          <span className="home-hotline-label">卫生健康热线</span>
          <span className="home-hotline-number">{site.hotline}</span>
        </a>
        <HomeSearch />
        <p className="home-hero-links">
          <Link to="/helpcenter">帮助中心</Link>
          <Link to="/public_health">基本公共卫生服务</Link>
        </p>
      </section>
      <section aria-labelledby="home-services-title">
        <h2 id="home-services-title">服务导航</h2>
        <ul className="home-entries">
          {entries.map((e) => (
            <li key={e.path}>
              <Link to={e.path} className="home-entry">
                <span className="home-entry-label">{e.label}</span>
                {e.group && <span className="home-entry-group">{e.group}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <HomeSections state={home} />
    </div>
  );
}

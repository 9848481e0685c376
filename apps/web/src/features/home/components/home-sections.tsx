import { Link } from 'react-router';
import { SEASON_NAMES, type HomeContent } from '@portal/contract';
import { LoadError } from '@/components/load-error/load-error';
import type { HomeState } from '../api/get-home';

const TYPE_NAMES = { condition: '疾病', article: '文章' } as const;

function Notices({ notices }: { notices: HomeContent['notices'] }) {
  return (
    <section className="home-card" aria-labelledby="home-notices-title">
      <h2 id="home-notices-title">公告</h2>
      <ul className="home-notices">
        {notices.map((n) => (
          <li key={n.id}>
            <Link to={`/public_health#notice-${n.id}`}>{n.title}</Link>
            <time dateTime={n.date}>{n.date}</time>
          </li>
        ))}
      </ul>
      <Link className="home-more" to="/public_health#ph-notices">
        全部公告与基本公共卫生服务
      </Link>
    </section>
  );
}

function Featured({ featured }: { featured: HomeContent['featured'] }) {
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="home-featured-title">
      <h2 id="home-featured-title">健康百科推荐</h2>
      <ul className="home-featured">
        {featured.map((f) => (
          <li key={`${f.type}-${f.id}`}>
            <span className="home-featured-type">{TYPE_NAMES[f.type]}</span>
            <Link to={f.url}>{f.title}</Link>
            <p>{f.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Tips({ season, tips }: Pick<HomeContent, 'season' | 'tips'>) {
  return (
    <section className="home-card" aria-labelledby="home-tips-title">
      <h2 id="home-tips-title">{SEASON_NAMES[season]}健康提示</h2>
      <ul className="home-tips">
        {tips.map((t) => (
          <li key={t.title}>
            <h3>{t.title}</h3>
            <p>{t.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Departments({ departments }: { departments: HomeContent['departments'] }) {
  if (departments.length === 0) return null;
  return (
    <section aria-labelledby="home-departments-title">
      <h2 id="home-departments-title">热门科室</h2>
      <ul className="home-departments">
        {departments.map((d) => (
          <li key={d.name}>
            <Link to={`/hospital/department?id=${encodeURIComponent(d.departmentId)}`}>
              <span className="home-department-name">{d.name}</span>
              <span className="home-department-hospital">{d.hospitalName} · 去预约</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The parts of the front page that come from /api/home. */
export function HomeSections({ state }: { state: HomeState }) {
  if (state.status === 'loading') {
    return (
      <p className="home-loading" role="status">
        正在加载公告和健康提示…
      </p>
    );
  }
  if (state.status === 'error') {
    return <LoadError message="公告和健康提示没有加载出来" onRetry={state.retry} />;
  }
  const { notices, featured, season, tips, departments } = state.content;
  return (
    <>
      <div className="home-columns">
        {notices.length > 0 && <Notices notices={notices} />}
        {tips.length > 0 && <Tips season={season} tips={tips} />}
      </div>
      <Featured featured={featured} />
      <Departments departments={departments} />
    </>
  );
}

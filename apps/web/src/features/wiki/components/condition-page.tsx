import { Link, useParams } from 'react-router';
import { richPlainText, type ConditionDetail } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { RichText } from '@/components/rich-text/rich-text';
import { usePageTitle } from '@/lib/page-title';
import { useCondition } from '../api/get-condition';
import { ArticleCard } from './article-card';
import { Byline, Sources } from './byline';
import { CareCard } from './care-card';
import { ReadingTools } from './reading-tools';

function Departments({ condition }: { condition: ConditionDetail }) {
  return (
    <section className="wiki-section" aria-labelledby="related-departments">
      <h2 id="related-departments">相关科室</h2>
      <p>出现上面的情况，可以预约这些科室（点击进入科室排班）：</p>
      <ul className="wiki-depts">
        {condition.relatedDepartments.map((d) => {
          const [first, ...others] = d.places;
          return (
            <li key={d.name}>
              <h3>{d.name}</h3>
              {first ? (
                <>
                  <Link
                    className="wiki-book"
                    to={`/hospital/department?id=${encodeURIComponent(first.departmentId)}`}
                  >
                    预约 {first.hospitalName} {d.name}
                  </Link>
                  {others.length > 0 && (
                    <p className="wiki-muted">
                      也可以去：
                      {others.map((p, i) => (
                        <span key={p.departmentId}>
                          {i > 0 && '、'}
                          <Link
                            to={`/hospital/department?id=${encodeURIComponent(p.departmentId)}`}
                          >
                            {p.hospitalName}
                          </Link>
                        </span>
                      ))}
                    </p>
                  )}
                </>
              ) : (
                <p className="wiki-muted">本县医院暂未开设该科室的网上预约，可拨打 12320 咨询。</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function Condition({ condition }: { condition: ConditionDetail }) {
  const paragraphs = [
    condition.name,
    condition.summary,
    ...condition.sections.flatMap((s) => [s.title, ...s.blocks.map((b) => richPlainText([b]))]),
    '何时就医',
    ...condition.care.map(
      (c) => `${c.title}：${c.signs.map((s) => s.map((x) => x.text).join('')).join('；')}`,
    ),
  ];
  return (
    <article className="wiki-article">
      <nav className="wiki-crumbs" aria-label="位置">
        <Link to="/wiki/knowledge/base">知识库</Link> ›{' '}
        <Link to="/wiki/knowledge/disease_list">疾病 A–Z</Link>
      </nav>
      <h1>{condition.name}</h1>
      <p className="wiki-card__meta">
        <span className="wiki-tag">{condition.system}</span>
        {condition.aliases.length > 0 && <span>又称：{condition.aliases.join('、')}</span>}
      </p>
      <p className="wiki-summary">{condition.summary}</p>
      <Byline
        author={condition.author}
        reviewer={condition.reviewer}
        reviewedAt={condition.reviewedAt}
      />
      <nav className="wiki-toc wiki-noprint" aria-label="本页目录">
        <ul>
          {condition.sections.map((s) => (
            <li key={s.anchor}>
              <a href={`#${s.anchor}`}>{s.title}</a>
            </li>
          ))}
          <li>
            <a href="#when-to-see-doctor">何时就医</a>
          </li>
          <li>
            <a href="#related-departments">相关科室</a>
          </li>
        </ul>
      </nav>
      <ReadingTools paragraphs={paragraphs}>
        {condition.sections.map((s) => (
          <section key={s.anchor} className="wiki-outline" aria-labelledby={s.anchor}>
            <h2 id={s.anchor}>{s.title}</h2>
            <RichText blocks={s.blocks} headingLevel={3} />
          </section>
        ))}
        <CareCard care={condition.care} />
      </ReadingTools>
      <Departments condition={condition} />
      {condition.articles.length > 0 && (
        <section className="wiki-section wiki-noprint" aria-labelledby="condition-articles">
          <h2 id="condition-articles">相关文章</h2>
          <ul className="wiki-cards">
            {condition.articles.map((a) => (
              <ArticleCard key={a.id} article={a} heading="h3" />
            ))}
          </ul>
          {condition.articleCount > condition.articles.length && (
            <p>
              <Link to={`/wiki/knowledge/disease_article_list?id=${condition.id}`}>
                查看全部 {condition.articleCount} 篇“{condition.name}”相关文章
              </Link>
            </p>
          )}
        </section>
      )}
      <Sources sources={condition.sources} />
    </article>
  );
}

/** /wiki/knowledge/disease/:id: a condition in the fixed outline (the search index's URL). */
export function ConditionPage() {
  const { id = '' } = useParams();
  const condition = useCondition(id);
  usePageTitle(condition.data?.name);
  return (
    <QueryState query={condition} heading="疾病详情">
      {(c) => <Condition key={c.id} condition={c} />}
    </QueryState>
  );
}

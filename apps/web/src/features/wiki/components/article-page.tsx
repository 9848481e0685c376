import { Link, useParams } from 'react-router';
import { articlePath, conditionPath, richPlainText, type ArticleDetail } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { RichText } from '@/components/rich-text/rich-text';
import { usePageTitle } from '@/lib/page-title';
import { useArticle } from '../api/get-article';
import { ArticleCard, KIND_LABELS } from './article-card';
import { Byline, Sources } from './byline';
import { ReadingTools } from './reading-tools';

function Media({ article }: { article: ArticleDetail }) {
  if (article.audio) {
    return (
      <figure className="wiki-audio">
        <figcaption>收听音频（下方正文是完整文字稿）</figcaption>
        {/* Audio only: its alternative is the full transcript below (WCAG 1.2.1), not captions. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <audio controls preload="none" src={article.audio.url}>
          您的浏览器不能播放音频，请阅读下方文字稿。
        </audio>
      </figure>
    );
  }
  if (article.images.length === 0) return null;
  return (
    <ol className="wiki-figures" aria-label="图解">
      {article.images.map((img, i) => (
        <li key={img.url}>
          <figure>
            <img
              src={img.url}
              alt={img.alt}
              loading={i < 2 ? 'eager' : 'lazy'}
              width="800"
              height="500"
            />
            {/* The picture's description is its alt text; the body explains it in words. */}
            <figcaption>图 {i + 1}</figcaption>
          </figure>
        </li>
      ))}
    </ol>
  );
}

export function Article({ article }: { article: ArticleDetail }) {
  const paragraphs = [
    article.title,
    article.summary,
    ...article.body.map((b) => richPlainText([b])),
  ];
  return (
    <article className="wiki-article">
      <nav className="wiki-crumbs" aria-label="位置">
        <Link to="/wiki/knowledge/base">知识库</Link> ›{' '}
        <Link to={`/wiki/knowledge/article?category=${article.category.id}`}>
          {article.category.name}
        </Link>
      </nav>
      <h1>{article.title}</h1>
      <p className="wiki-card__meta">
        {article.kind !== 'text' && <span className="wiki-tag">{KIND_LABELS[article.kind]}</span>}
        <span>{article.category.name}</span>
      </p>
      <Byline author={article.author} reviewer={article.reviewer} reviewedAt={article.reviewedAt} />
      <ReadingTools paragraphs={paragraphs}>
        <p className="wiki-summary">{article.summary}</p>
        <Media article={article} />
        <RichText blocks={article.body} />
      </ReadingTools>
      {article.conditions.length > 0 && (
        <section className="wiki-section" aria-labelledby="wiki-conditions">
          <h2 id="wiki-conditions">相关疾病</h2>
          <ul className="wiki-inline-links">
            {article.conditions.map((c) => (
              <li key={c.id}>
                <Link to={conditionPath(c.id)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Sources sources={article.sources} />
      {article.related.length > 0 && (
        <section className="wiki-section wiki-noprint" aria-labelledby="wiki-related">
          <h2 id="wiki-related">相关阅读</h2>
          <ul className="wiki-cards">
            {article.related.map((a) => (
              <ArticleCard key={a.id} article={a} heading="h3" />
            ))}
          </ul>
        </section>
      )}
      <nav className="wiki-pager wiki-noprint" aria-label="上一篇和下一篇">
        {article.prev ? (
          <Link to={articlePath(article.prev.id)} rel="prev">
            <span className="wiki-muted">上一篇</span> {article.prev.title}
          </Link>
        ) : (
          <span />
        )}
        {article.next && (
          <Link to={articlePath(article.next.id)} rel="next">
            <span className="wiki-muted">下一篇</span> {article.next.title}
          </Link>
        )}
      </nav>
    </article>
  );
}

/** /wiki/knowledge/article/:id: one article, 图解 or audio item. */
export function ArticlePage() {
  const { id = '' } = useParams();
  const article = useArticle(id);
  usePageTitle(article.data?.title);
  return (
    <QueryState query={article} heading="健康知识">
      {(a) => <Article key={a.id} article={a} />}
    </QueryState>
  );
}

import { Link } from 'react-router';
import { articlePath, type ArticleSummary } from '@portal/contract';

export const KIND_LABELS = { text: '文章', diagram: '图解', audio: '音频' } as const;

/** One article in a list: title as the link, its kind, category, summary and review date. */
export function ArticleCard({
  article,
  heading = 'h2',
}: {
  article: ArticleSummary;
  heading?: 'h2' | 'h3';
}) {
  const Heading = heading;
  return (
    <li className="wiki-card">
      <Heading className="wiki-card__title">
        <Link to={articlePath(article.id)}>{article.title}</Link>
      </Heading>
      <p className="wiki-card__meta">
        {article.kind !== 'text' && <span className="wiki-tag">{KIND_LABELS[article.kind]}</span>}
        <span>{article.category.name}</span>
        <span>审核于 {article.reviewedAt}</span>
      </p>
      <p className="wiki-card__summary">{article.summary}</p>
    </li>
  );
}

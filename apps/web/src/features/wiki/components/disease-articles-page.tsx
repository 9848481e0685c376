import { Link, useSearchParams } from 'react-router';
import { conditionPath } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { useCondition } from '../api/get-condition';
import { ArticleFeed } from './article-feed';

/** /wiki/knowledge/disease_article_list?id=: every article about one condition. */
export function DiseaseArticlesPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const condition = useCondition(id);
  return (
    <QueryState query={condition} heading="疾病相关文章">
      {(c) => (
        <>
          <h1>{c.name} · 相关文章</h1>
          <p>
            <Link to={conditionPath(c.id)}>查看“{c.name}”的疾病介绍与何时就医</Link>
          </p>
          <ArticleFeed filter={{ condition: c.id }} label={`${c.name}相关文章`} />
        </>
      )}
    </QueryState>
  );
}

import { Link, useSearchParams } from 'react-router';
import { WIKI_CATEGORIES } from '@portal/contract';
import { ArticleFeed } from './article-feed';

/** /wiki/knowledge/article?category=: a category's articles (all of them without one). */
export function ArticleListPage() {
  const [params] = useSearchParams();
  const category = WIKI_CATEGORIES.find((c) => c.id === params.get('category'));
  return (
    <>
      <h1>{category ? `${category.name} · 科普文章` : '科普文章'}</h1>
      <nav className="wiki-chips" aria-label="文章分类">
        <ul>
          <li>
            <Link to="/wiki/knowledge/article" aria-current={category ? undefined : 'page'}>
              全部
            </Link>
          </li>
          {WIKI_CATEGORIES.map((c) => (
            <li key={c.id}>
              <Link
                to={`/wiki/knowledge/article?category=${c.id}`}
                aria-current={c.id === category?.id ? 'page' : undefined}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ArticleFeed
        key={category?.id ?? ''}
        filter={{ category: category?.id }}
        label={`${category?.name ?? '全部'}文章`}
      />
    </>
  );
}

import { Link } from 'react-router';
import { QueryState } from '@/components/query-state/query-state';
import { useCategories } from '../api/get-categories';

/** /wiki/knowledge/base: the knowledge base's categories, and the ways into conditions. */
export function BasePage() {
  const categories = useCategories();
  return (
    <>
      <h1>健康知识库</h1>
      <p className="wiki-lead">
        由本县医生用通俗的话写成、经专科医生审核的健康知识。按分类看文章，按首字母或身体部位查疾病，也可以看图解、听音频。
      </p>
      <section aria-labelledby="wiki-cats">
        <h2 id="wiki-cats">按分类浏览</h2>
        <QueryState query={categories}>
          {(list) => (
            <ul className="wiki-tiles">
              {list.map((c) => (
                <li key={c.id}>
                  <Link className="wiki-tile" to={`/wiki/knowledge/article?category=${c.id}`}>
                    <span className="wiki-tile__name">{c.name}</span>
                    <span className="wiki-tile__count">{c.count} 篇</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section aria-labelledby="wiki-more">
        <h2 id="wiki-more">更多查找方式</h2>
        <ul className="wiki-tiles wiki-tiles--wide">
          <li>
            <Link className="wiki-tile" to="/wiki/knowledge/disease_list">
              <span className="wiki-tile__name">疾病 A–Z</span>
              <span className="wiki-tile__count">按拼音首字母、身体系统或科室查疾病</span>
            </Link>
          </li>
          <li>
            <Link className="wiki-tile" to="/wiki/knowledge/media_article">
              <span className="wiki-tile__name">图解与音频</span>
              <span className="wiki-tile__count">看图学急救、洗手、量血压，听健康广播</span>
            </Link>
          </li>
          <li>
            <Link className="wiki-tile" to="/wiki/identify">
              <span className="wiki-tile__name">中医体质辨识</span>
              <span className="wiki-tile__count">回答问题，了解自己的体质与调养建议</span>
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}

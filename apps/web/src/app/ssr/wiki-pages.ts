import {
  API,
  articlePath,
  conditionPath,
  WIKI_CATEGORIES,
  type ArticleDetail,
  type ArticlePage,
  type ConditionDetail,
  type ConditionList,
  type WikiCategoryList,
} from '@portal/contract';
import { articleQueryOptions } from '@/features/wiki/api/get-article';
import {
  ARTICLE_PAGE_SIZE,
  articlesQueryOptions,
  type ArticleFilter,
} from '@/features/wiki/api/get-articles';
import { categoriesQueryOptions } from '@/features/wiki/api/get-categories';
import { conditionQueryOptions } from '@/features/wiki/api/get-condition';
import { conditionsQueryOptions } from '@/features/wiki/api/get-conditions';
import { absolute, firstSentence, type PublicPage } from './page-types';
import { articleData, collectionData, conditionData } from './structured-data';

/** The knowledge base's pages the server renders (public-pages.ts lists their addresses). */

export function conditionPage(id: string): PublicPage {
  return {
    modules: ['wiki-knowledge', 'wiki-condition'],
    reads: [
      {
        key: conditionQueryOptions(id).queryKey,
        url: API.wikiCondition.replace(':id', encodeURIComponent(id)),
      },
    ],
    head([answer], origin) {
      const condition = answer as ConditionDetail;
      const canonicalPath = conditionPath(condition.id).slice(1);
      return {
        title: condition.name,
        description: `${condition.name}：${firstSentence(condition.summary)}`,
        canonicalPath,
        structuredData: conditionData(condition, absolute(origin, canonicalPath)),
      };
    },
  };
}

export function articlePage(id: string): PublicPage {
  return {
    modules: ['wiki-knowledge', 'wiki-article'],
    reads: [
      {
        key: articleQueryOptions(id).queryKey,
        url: API.wikiArticle.replace(':id', encodeURIComponent(id)),
      },
    ],
    head([answer], origin) {
      const article = answer as ArticleDetail;
      const canonicalPath = articlePath(article.id).slice(1);
      return {
        title: article.title,
        description: firstSentence(article.summary),
        canonicalPath,
        structuredData: articleData(article, absolute(origin, canonicalPath), origin),
      };
    },
  };
}

/** /wiki/knowledge/base: the knowledge base's categories, each a link to its articles. */
export function knowledgeBasePage(): PublicPage {
  return {
    modules: ['wiki-knowledge', 'wiki-base'],
    reads: [{ key: categoriesQueryOptions().queryKey, url: API.wikiCategories }],
    head([answer], origin) {
      const categories = answer as WikiCategoryList;
      const canonicalPath = 'wiki/knowledge/base';
      return {
        title: '知识库',
        description:
          `本县医生写、专科医生审核的健康知识：${categories.map((c) => c.name).join('、')}`.slice(
            0,
            120,
          ),
        canonicalPath,
        structuredData: collectionData(
          '健康知识库',
          absolute(origin, canonicalPath),
          categories.map((c) => ({
            name: c.name,
            url: absolute(origin, `wiki/knowledge/article?category=${encodeURIComponent(c.id)}`),
          })),
        ),
      };
    },
  };
}

/** /wiki/knowledge/disease_list?by=: every condition, grouped as the visitor chose (the page
 * reads `by` itself). */
export function diseaseListPage(): PublicPage {
  return {
    modules: ['wiki-knowledge', 'wiki-disease-list'],
    reads: [{ key: conditionsQueryOptions().queryKey, url: API.wikiConditions }],
    head([answer], origin) {
      const conditions = answer as ConditionList;
      // One list however it is grouped: the groupings share the plain address.
      const canonicalPath = 'wiki/knowledge/disease_list';
      return {
        title: '疾病 A–Z',
        description:
          `按拼音首字母、身体系统或科室查疾病：${conditions.map((c) => c.name).join('、')}`.slice(
            0,
            120,
          ),
        canonicalPath,
        structuredData: collectionData(
          '疾病 A–Z',
          absolute(origin, canonicalPath),
          conditions.map((c) => ({
            name: c.name,
            url: absolute(origin, conditionPath(c.id).slice(1)),
          })),
        ),
      };
    },
  };
}

/** An article list's first page, as its feed asks for it (qs drops what is unset). */
function feedPage(
  modules: string[],
  filter: ArticleFilter,
  title: string,
  canonicalPath: string,
): PublicPage {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({
    ...filter,
    pageNo: 1,
    pageSize: ARTICLE_PAGE_SIZE,
  })) {
    if (value !== undefined) query.set(key, String(value));
  }
  return {
    modules: ['wiki-knowledge', ...modules],
    reads: [
      {
        key: articlesQueryOptions(filter).queryKey,
        url: `${API.wikiArticles}?${query}`,
        infinite: true,
      },
    ],
    head([answer], origin) {
      const { list } = answer as ArticlePage;
      return {
        title,
        description: `${title}：${list.map((a) => a.title).join('；')}`.slice(0, 120),
        canonicalPath,
        structuredData: collectionData(
          title,
          absolute(origin, canonicalPath),
          list.map((a) => ({ name: a.title, url: absolute(origin, articlePath(a.id).slice(1)) })),
        ),
      };
    },
  };
}

/** /wiki/knowledge/article?category=: a category's newest articles (the feed's first page). */
export function articleListPage(params: URLSearchParams): PublicPage {
  const category = WIKI_CATEGORIES.find((c) => c.id === params.get('category'));
  return feedPage(
    ['wiki-article-list'],
    { category: category?.id },
    '科普文章',
    category ? `wiki/knowledge/article?category=${category.id}` : 'wiki/knowledge/article',
  );
}

/** /wiki/knowledge/media_article: the newest 图解 and audio items. */
export function mediaListPage(): PublicPage {
  return feedPage(['wiki-media'], { kind: 'media' }, '图解与音频', 'wiki/knowledge/media_article');
}

import { type PublicPage } from './page-types';
import {
  doctorPage,
  drugListPage,
  drugPage,
  helpPage,
  hospitalListPage,
  hospitalPage,
  publicHealthPage,
} from './service-pages';
import {
  articleListPage,
  articlePage,
  conditionPage,
  diseaseListPage,
  knowledgeBasePage,
  mediaListPage,
} from './wiki-pages';

export type { PageHead, PageRead, PublicPage } from './page-types';
export { firstSentence } from './page-types';

const PAGES: {
  pattern: RegExp;
  /** The query parameters the page reads; an address with any other is not rendered. */
  params?: readonly string[];
  page: (id: string, params: URLSearchParams) => PublicPage;
}[] = [
  { pattern: /^wiki\/knowledge\/disease\/([^/]+)$/, page: conditionPage },
  { pattern: /^wiki\/knowledge\/article\/([^/]+)$/, page: articlePage },
  { pattern: /^drug\/detail\/([^/]+)$/, page: drugPage },
  { pattern: /^hospital\/detail\/([^/]+)$/, page: hospitalPage },
  { pattern: /^helpcenter()$/, params: ['category'], page: (_, params) => helpPage(params) },
  { pattern: /^doctor()$/, params: ['id'], page: (_, params) => doctorPage(params) },
  { pattern: /^public_health()$/, page: publicHealthPage },
  {
    pattern: /^drug()$/,
    params: ['keyword', 'category', 'otc', 'insurance', 'page'],
    page: (_, params) => drugListPage(params),
  },
  {
    pattern: /^hospital\/list()$/,
    params: ['level', 'type', 'keyword', 'page'],
    page: (_, params) => hospitalListPage(params),
  },
  { pattern: /^wiki\/knowledge\/base()$/, page: knowledgeBasePage },
  {
    pattern: /^wiki\/knowledge\/article()$/,
    params: ['category'],
    page: (_, params) => articleListPage(params),
  },
  { pattern: /^wiki\/knowledge\/media_article()$/, page: mediaListPage },
  {
    pattern: /^wiki\/knowledge\/disease_list()$/,
    params: ['by'],
    page: diseaseListPage,
  },
];

/**
 * The page the server renders at `path` (below the site's base, with its query if any), or
 * undefined for every other address: personal pages above all, which are never rendered on the
 * server, and addresses with a query the page does not read.
 */
export function publicPage(path: string): PublicPage | undefined {
  const q = path.indexOf('?');
  const pathname = q === -1 ? path : path.slice(0, q);
  const params = new URLSearchParams(q === -1 ? '' : path.slice(q + 1));
  for (const { pattern, params: allowed = [], page } of PAGES) {
    const raw = pattern.exec(pathname)?.[1];
    if (raw === undefined) continue;
    if ([...params.keys()].some((key) => !allowed.includes(key))) return undefined;
    try {
      return page(decodeURIComponent(raw), params);
    } catch {
      // A malformed escape: the browser's router shows what it shows for it.
      return undefined;
    }
  }
  return undefined;
}

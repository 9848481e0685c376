import type { QueryKey } from '@tanstack/react-query';
import {
  API,
  WEB_BASE,
  articlePath,
  conditionPath,
  type ArticleDetail,
  type ConditionDetail,
  type Doctor,
  type DrugDetail,
  type HelpCentre,
  type HospitalDetail,
  type ConditionList,
  type PublicHealthServiceList,
  type WikiCategoryList,
} from '@portal/contract';
import { drugQueryOptions } from '@/features/drugs/api/get-drug';
import { helpQueryOptions } from '@/features/help/api/get-help';
import { immunizationQueryOptions } from '@/features/public-health/api/get-immunization';
import { noticesQueryOptions } from '@/features/public-health/api/get-notices';
import { publicHealthServicesQueryOptions } from '@/features/public-health/api/get-services';
import { addDays, chinaToday } from '@/lib/china-date';
import { doctorQueryOptions } from '@/features/hospitals/api/get-doctor';
import { hospitalQueryOptions } from '@/features/hospitals/api/get-hospital';
import { schedulesQueryOptions } from '@/features/hospitals/api/get-schedules';
import { DOCTOR_SCHEDULE_DAYS } from '@/features/hospitals/components/doctor-page';
import { consultRatingsQueryOptions } from '@/features/interact/api/get-consult-ratings';
import { evaluationSummaryQueryOptions } from '@/features/interact/api/get-evaluation-summary';
import { articleQueryOptions } from '@/features/wiki/api/get-article';
import { categoriesQueryOptions } from '@/features/wiki/api/get-categories';
import { conditionsQueryOptions } from '@/features/wiki/api/get-conditions';
import { conditionQueryOptions } from '@/features/wiki/api/get-condition';
import {
  articleData,
  collectionData,
  conditionData,
  doctorData,
  drugData,
  faqData,
  hospitalData,
  publicHealthData,
  type StructuredData,
} from './structured-data';

/** One API read a page is drawn from: the server asks `url`, the page reads it by `key`. */
export interface PageRead {
  key: QueryKey;
  url: string;
}

/** What the document carries besides the page itself: for search engines and the tab. */
export interface PageHead {
  /** The page's own title; the document's is "title - site name", as the browser sets it. */
  title: string;
  description: string;
  /** The page's address below the site's base, e.g. wiki/knowledge/disease/gxy. */
  canonicalPath: string;
  structuredData: StructuredData;
}

export interface PublicPage {
  /**
   * The route modules (src/app/routes/<name>.tsx, each in SERVER_PAGES) that draw it, outermost
   * first: the server links their stylesheets, which the browser would only load with them.
   */
  modules: string[];
  reads: PageRead[];
  /** From the answers to `reads`, in that order; `origin` makes URLs absolute. */
  head(answers: unknown[], origin: string): PageHead;
}

/** The first sentence of a summary, for a description that reads whole in a search result. */
export function firstSentence(text: string): string {
  const end = /[。！？!?]/.exec(text);
  const sentence = end ? text.slice(0, end.index + 1) : text;
  return sentence.length > 120 ? `${sentence.slice(0, 119)}…` : sentence;
}

const absolute = (origin: string, canonicalPath: string) => `${origin}${WEB_BASE}${canonicalPath}`;

function conditionPage(id: string): PublicPage {
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

function articlePage(id: string): PublicPage {
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

function drugPage(id: string): PublicPage {
  return {
    modules: ['drug-detail'],
    reads: [
      { key: drugQueryOptions(id).queryKey, url: API.drug.replace(':id', encodeURIComponent(id)) },
    ],
    head([answer], origin) {
      const drug = answer as DrugDetail;
      const canonicalPath = `drug/detail/${encodeURIComponent(drug.id)}`;
      return {
        title: drug.genericName,
        description: `${drug.genericName}：${firstSentence(drug.summary)}`,
        canonicalPath,
        structuredData: drugData(drug, absolute(origin, canonicalPath)),
      };
    },
  };
}

/**
 * /doctor?id=: the doctor, their fortnight's schedules from today (China's day, as the page asks
 * for them), and the evaluations' and consultations' summaries the route puts under them.
 */
function doctorPage(params: URLSearchParams): PublicPage {
  const id = params.get('id') ?? '';
  const param = encodeURIComponent(id);
  const from = chinaToday();
  const schedules = { doctorId: id, from, to: addDays(from, DOCTOR_SCHEDULE_DAYS - 1) };
  return {
    modules: ['doctor'],
    reads: [
      { key: doctorQueryOptions(id).queryKey, url: API.doctor.replace(':id', param) },
      {
        key: schedulesQueryOptions(schedules).queryKey,
        url: `${API.schedules}?${new URLSearchParams(schedules).toString()}`,
      },
      {
        key: evaluationSummaryQueryOptions({ doctorId: id }).queryKey,
        url: `${API.evaluationSummary}?doctorId=${param}`,
      },
      {
        key: consultRatingsQueryOptions(id).queryKey,
        url: API.doctorConsultRatings.replace(':id', param),
      },
    ],
    head([answer], origin) {
      const doctor = answer as Doctor;
      const canonicalPath = `doctor?id=${encodeURIComponent(doctor.id)}`;
      const hospitalPath = `hospital/detail/${encodeURIComponent(doctor.hospitalId)}`;
      return {
        title: doctor.name,
        description:
          `${doctor.hospitalName} ${doctor.departmentName} ${doctor.title} ${doctor.name}，擅长：${doctor.specialty}`.slice(
            0,
            120,
          ),
        canonicalPath,
        structuredData: doctorData(
          doctor,
          absolute(origin, canonicalPath),
          absolute(origin, hospitalPath),
        ),
      };
    },
  };
}

/** /wiki/knowledge/base: the knowledge base's categories, each a link to its articles. */
function knowledgeBasePage(): PublicPage {
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
function diseaseListPage(): PublicPage {
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

/** /public_health: its notices, services and the children's immunization table. */
function publicHealthPage(): PublicPage {
  return {
    modules: ['public-health'],
    reads: [
      { key: noticesQueryOptions().queryKey, url: API.notices },
      { key: publicHealthServicesQueryOptions().queryKey, url: API.publicHealthServices },
      { key: immunizationQueryOptions().queryKey, url: API.immunization },
    ],
    head([, answer], origin) {
      const services = answer as PublicHealthServiceList;
      const canonicalPath = 'public_health';
      return {
        title: '基本公共卫生服务',
        description:
          `县里免费提供的国家基本公共卫生服务：${services.map((s) => s.name).join('、')}`.slice(
            0,
            120,
          ),
        canonicalPath,
        structuredData: publicHealthData(services, absolute(origin, canonicalPath)),
      };
    },
  };
}

/** The help centre shows one category's questions: the chosen one, else the first. */
function helpPage(params: URLSearchParams): PublicPage {
  const categoryId = params.get('category');
  return {
    modules: ['helpcenter'],
    reads: [{ key: helpQueryOptions().queryKey, url: API.help }],
    head([answer], origin) {
      const { categories } = answer as HelpCentre;
      const category = categories.find((c) => c.id === categoryId) ?? categories[0];
      const canonicalPath =
        category && categoryId === category.id
          ? `helpcenter?category=${encodeURIComponent(category.id)}`
          : 'helpcenter';
      return {
        // The route's own title, as the browser sets it.
        title: '帮助中心',
        description: category
          ? `${category.name}常见问题：${category.entries.map((e) => e.question).join(' ')}`.slice(
              0,
              120,
            )
          : '帮助中心',
        canonicalPath,
        structuredData: faqData(category?.entries ?? [], absolute(origin, canonicalPath)),
      };
    },
  };
}

function hospitalPage(id: string): PublicPage {
  const param = encodeURIComponent(id);
  return {
    modules: ['hospital-detail'],
    reads: [
      { key: hospitalQueryOptions(id).queryKey, url: API.hospital.replace(':id', param) },
      // Its evaluations' summary, which the route puts under the hospital.
      {
        key: evaluationSummaryQueryOptions({ hospitalId: id }).queryKey,
        url: `${API.evaluationSummary}?hospitalId=${param}`,
      },
    ],
    head([answer], origin) {
      const hospital = answer as HospitalDetail;
      const canonicalPath = `hospital/detail/${encodeURIComponent(hospital.id)}`;
      return {
        title: hospital.name,
        description: `${hospital.name}：${firstSentence(hospital.intro)}`,
        canonicalPath,
        structuredData: hospitalData(hospital, absolute(origin, canonicalPath)),
      };
    },
  };
}

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
  { pattern: /^wiki\/knowledge\/base()$/, page: knowledgeBasePage },
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

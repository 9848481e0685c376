import { describe, expect, it } from 'vitest';
import type { ArticleDetail, ConditionDetail, DrugDetail, SiteConfig } from '@portal/contract';
import { publicPage, renderPublicPage } from './prerender-page';
import { SERVER_PAGES } from './ssr/server-pages';
import { firstSentence } from './ssr/public-pages';

const SITE = {
  countyName: '示例县',
  siteName: '示例县 12320',
  productCode: 'demo',
  hotline: '12320',
  address: '',
  phones: [],
  copyright: '',
  recordNumber: '',
  techSupport: '',
  qrCodes: [],
  govLoginUrl: '',
} satisfies SiteConfig;

const HOSTILE = '</script><img src=x onerror=alert(1)>';

const CONDITION: ConditionDetail = {
  id: 'gan-mao',
  name: `感冒${HOSTILE}`,
  aliases: ['伤风'],
  initial: 'G',
  system: '呼吸系统',
  departments: ['呼吸内科'],
  summary: `病毒引起的上呼吸道感染。一般一周好转。${HOSTILE}`,
  author: '张医生',
  reviewer: null,
  reviewedAt: '2026-10-01',
  sources: ['《内科学》'],
  sections: [
    {
      title: '概述',
      anchor: 'overview',
      blocks: [{ kind: 'p', spans: [{ text: `多喝水${HOSTILE}` }] }],
    },
  ],
  care: [{ level: 'home', title: '可先居家观察', signs: [[{ text: '低热' }]] }],
  relatedDepartments: [],
  articles: [],
  articleCount: 0,
};

const ARTICLE: ArticleDetail = {
  id: 'duo-he-shui',
  title: '感冒了多喝水',
  kind: 'text',
  category: { id: 'common', name: '常见病' },
  summary: '多喝温水有帮助！但不能代替看病。',
  reviewedAt: '2026-09-01',
  author: '李医生',
  reviewer: '王医生',
  sources: [],
  body: [{ kind: 'p', spans: [{ text: '正文' }] }],
  images: [{ url: '/api/wiki/media/a.png', alt: '示意图' }],
  audio: null,
  conditions: [{ id: 'gan-mao', name: '感冒' }],
  related: [],
  prev: null,
  next: null,
};

const DRUG: DrugDetail = {
  id: 'amoxicillin',
  genericName: '阿莫西林',
  englishName: 'Amoxicillin',
  brandNames: ['阿莫仙'],
  forms: [{ form: '胶囊', strengths: ['0.25 g'] }],
  category: '抗微生物药',
  subcategory: null,
  rx: '处方药',
  insurance: '甲',
  essential: true,
  summary: '常用的青霉素类抗生素。需凭处方使用。',
  stockedBy: 1,
  atc: 'J01CA04',
  sections: [],
  disclaimer: '请遵医嘱。',
  reviewer: '药师',
  reviewedAt: '2026-08-01',
  sources: [],
  stock: [],
};

describe('publicPage', () => {
  it('knows the condition and article pages, and no personal or other page', () => {
    expect(publicPage('wiki/knowledge/disease/gan-mao')?.reads.map((r) => r.url)).toEqual([
      '/api/wiki/conditions/gan-mao',
    ]);
    expect(publicPage('wiki/knowledge/article/a%20b')?.reads.map((r) => r.url)).toEqual([
      '/api/wiki/articles/a%20b',
    ]);
    expect(publicPage('drug/detail/amoxicillin')?.reads.map((r) => r.url)).toEqual([
      '/api/drugs/amoxicillin',
    ]);
    expect(publicPage('hospital/detail/h1')?.reads.map((r) => r.url)).toEqual([
      '/api/hospitals/h1',
      '/api/evaluations/summary?hospitalId=h1',
    ]);
    const doctor = publicPage('doctor?id=d1')?.reads.map((r) => r.url);
    expect(doctor?.[0]).toBe('/api/doctors/d1');
    expect(doctor?.[1]).toMatch(/^\/api\/schedules\?doctorId=d1&from=\d{4}-\d{2}-\d{2}&to=/);
    expect(publicPage('doctor?id=d1&week=2')).toBe(undefined);
    expect(publicPage('wiki/knowledge/disease_list?by=system')?.reads.map((r) => r.url)).toEqual([
      '/api/wiki/conditions',
    ]);
    expect(publicPage('wiki/knowledge/disease_list?page=2')).toBe(undefined);
    expect(publicPage('wiki/knowledge/article?category=common')?.reads).toEqual([
      {
        key: ['wiki', 'articles', { category: 'common' }],
        url: '/api/wiki/articles?category=common&pageNo=1&pageSize=10',
        infinite: true,
      },
    ]);
    expect(publicPage('drug?keyword=amxl&otc=非处方药')?.reads.map((r) => r.url)).toEqual([
      `/api/drugs?pageNo=1&keyword=amxl&otc=${encodeURIComponent('非处方药')}&pageSize=12`,
      '/api/drugs/categories',
    ]);
    expect(publicPage('hospital/list?level=一级&page=2')?.reads.map((r) => r.url)).toEqual([
      `/api/hospitals?pageNo=2&level=${encodeURIComponent('一级')}&pageSize=30`,
    ]);
    expect(publicPage('public_health')?.reads.map((r) => r.url)).toEqual([
      '/api/notices',
      '/api/public-health/services',
      '/api/public-health/immunization',
    ]);
    expect(publicPage('helpcenter?category=booking')?.reads.map((r) => r.url)).toEqual([
      '/api/help',
    ]);
    for (const path of [
      'helpcenter?q=挂号',
      'wiki/knowledge/disease/gan-mao?category=x',
      'account/settings',
      'account',
      'login',
      'home',
      'wiki/knowledge/disease/a/b',
      'wiki/knowledge/disease/%E0%A4%A',
    ]) {
      expect(publicPage(path), path).toBe(undefined);
    }
  });

  it('draws only from route modules the SSR build compiles', () => {
    const pages = [
      'wiki/knowledge/disease/x',
      'wiki/knowledge/article/x',
      'drug/detail/x',
      'hospital/detail/x',
      'helpcenter',
      'doctor?id=x',
      'public_health',
      'wiki/knowledge/base',
      'wiki/knowledge/disease_list',
      'hospital/list',
      'drug',
      'wiki/knowledge/article',
      'wiki/knowledge/media_article',
    ].map(publicPage);
    for (const page of pages) {
      for (const module of page!.modules) expect(SERVER_PAGES).toContain(module);
    }
  });

  it('describes a page by its first sentence', () => {
    expect(firstSentence('多喝温水有帮助！但不能代替看病。')).toBe('多喝温水有帮助！');
    expect(firstSentence('没有句号')).toBe('没有句号');
    expect(firstSentence('长'.repeat(200))).toHaveLength(120);
  });
});

describe('renderPublicPage', () => {
  it('renders a condition with its content as text, never as markup', async () => {
    const page = await renderPublicPage(
      SITE,
      false,
      'wiki/knowledge/disease/gan-mao',
      [CONDITION],
      'https://12320.example.gov.cn',
    );
    expect(page.body).toContain('<h1>感冒&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(page.body).toContain('多喝水&lt;/script&gt;');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('class="wiki-summary"');
    expect(page.queries).toEqual([[['wiki', 'condition', 'gan-mao'], CONDITION]]);
    expect(page.modules).toEqual(['wiki-knowledge', 'wiki-condition']);
    expect(page.head).toMatchObject({
      title: CONDITION.name,
      description: `${CONDITION.name}：病毒引起的上呼吸道感染。`,
      canonicalPath: 'wiki/knowledge/disease/gan-mao',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'MedicalCondition',
        name: CONDITION.name,
        alternateName: ['伤风'],
        url: 'https://12320.example.gov.cn/12320/wiki/knowledge/disease/gan-mao',
      },
    });
  });

  it('renders an article in elder mode, without the text size choice', async () => {
    const page = await renderPublicPage(
      SITE,
      true,
      'wiki/knowledge/article/duo-he-shui',
      [ARTICLE],
      'https://12320.example.gov.cn',
    );
    expect(page.body).toContain('<h1>感冒了多喝水</h1>');
    expect(page.body).not.toContain('aria-label="字号"');
    expect(page.head.description).toBe('多喝温水有帮助！');
    expect(page.head.structuredData).toMatchObject({
      '@type': 'Article',
      headline: ARTICLE.title,
      dateModified: '2026-09-01',
      image: 'https://12320.example.gov.cn/api/wiki/media/a.png',
      about: [{ '@type': 'MedicalCondition', name: '感冒' }],
    });
    const standard = await renderPublicPage(
      SITE,
      false,
      'wiki/knowledge/article/duo-he-shui',
      [ARTICLE],
      'https://12320.example.gov.cn',
    );
    expect(standard.body).toContain('aria-label="字号"');
  });

  it('renders a drug with its names, and describes it as a prescription drug', async () => {
    const page = await renderPublicPage(
      SITE,
      false,
      'drug/detail/amoxicillin',
      [DRUG],
      'https://12320.example.gov.cn',
    );
    expect(page.body).toContain('阿莫西林');
    expect(page.body).toContain('class="drug-lead"');
    expect(page.head).toMatchObject({
      title: '阿莫西林',
      description: '阿莫西林：常用的青霉素类抗生素。',
      canonicalPath: 'drug/detail/amoxicillin',
      structuredData: {
        '@type': 'Drug',
        name: '阿莫西林',
        alternateName: ['Amoxicillin', '阿莫仙'],
        prescriptionStatus: 'https://schema.org/PrescriptionOnly',
        code: { '@type': 'MedicalCode', codeValue: 'J01CA04', codingSystem: 'ATC' },
      },
    });
  });

  it('describes the questions the help centre shows as an FAQ page', async () => {
    const help = {
      categories: [
        { id: 'account', name: '账号', entries: [] },
        {
          id: 'booking',
          name: '预约挂号',
          entries: [
            {
              id: 'booking-1',
              question: '怎么取消预约？',
              answer: [{ kind: 'p' as const, spans: [{ text: '在个人中心取消。' }] }],
            },
          ],
        },
      ],
    };
    const page = await renderPublicPage(
      SITE,
      false,
      'helpcenter?category=booking',
      [help],
      'https://12320.example.gov.cn',
    );
    expect(page.body).toContain('<summary>怎么取消预约？</summary>');
    expect(page.body).toContain('name="q"');
    expect(page.head).toMatchObject({
      title: '帮助中心',
      canonicalPath: 'helpcenter?category=booking',
      structuredData: {
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: '怎么取消预约？',
            acceptedAnswer: { '@type': 'Answer', text: '在个人中心取消。' },
          },
        ],
      },
    });
  });

  it('seeds an infinite list as its first page', async () => {
    const page = await renderPublicPage(
      SITE,
      false,
      'wiki/knowledge/media_article',
      [{ list: [ARTICLE], total: 11, pageNo: 1, pageSize: 10 }],
      'https://12320.example.gov.cn',
    );
    // renderToString separates adjacent text with <!-- --> for hydration: read as the text shown.
    expect(page.body.replaceAll('<!-- -->', '')).toContain('共 11 篇，已显示 1 篇');
    expect(page.body).toContain('加载更多');
    expect(page.queries).toEqual([
      [
        ['wiki', 'articles', { kind: 'media' }],
        { pages: [{ list: [ARTICLE], total: 11, pageNo: 1, pageSize: 10 }], pageParams: [1] },
      ],
    ]);
  });
});

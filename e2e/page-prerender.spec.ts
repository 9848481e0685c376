import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  ELDER_MODE_CLASS,
  articlePath,
  conditionPath,
  type ArticleDetail,
  type ArticlePage,
  type ConditionList,
  type Doctor,
  type DrugCategoryList,
  type DrugDetail,
  type DrugPage,
  type HelpCentre,
  type HospitalDetail,
  type HospitalPage,
} from '@portal/contract';
import { SITE_NAME, VIEWPORTS, baseURL, launch, scriptsRunning, url } from './support/browser.js';
import {
  holdScripts,
  openHydrated,
  renderedTree,
  servePlainDocument,
  watchHydration,
} from './support/rendered-tree.js';
import { DEMO, signInContext } from './support/session.js';
import { structuredDataIssues } from './support/structured-data.js';

let browser: Browser;

const api = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${baseURL()}${path}`)).json()) as T;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** What the equality check compares: header, main and footer. */
const PARTS = ['header.site-header', '#main', 'footer'];
const tree = (page: Page) => renderedTree(page, PARTS);

/** To the pixel: text measured twice may differ in the hundredths. */
const box = (b: { x: number; y: number; width: number; height: number } | null) =>
  b && {
    x: Math.round(b.x),
    y: Math.round(b.y),
    width: Math.round(b.width),
    height: Math.round(b.height),
  };

async function open(
  path: string,
  elder: boolean,
  javaScriptEnabled: boolean,
  before?: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    locale: 'zh-CN',
    javaScriptEnabled,
  });
  if (elder) await context.addCookies([{ name: 'elder_mode', value: '1', url: baseURL() }]);
  const page = await context.newPage();
  await before?.(page);
  await page.goto(url(path));
  return { context, page };
}

async function head(page: Page) {
  return page.evaluate(() => ({
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    structuredData: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
    ),
  }));
}

describe('public content pages as the server sends them', () => {
  let condition: { id: string; name: string; summary: string };
  let article: ArticleDetail;
  let drug: DrugDetail;
  let hospital: HospitalDetail;
  let help: HelpCentre;
  let doctor: Doctor;
  const paths = () => ({
    articleList: '/wiki/knowledge/article?category=common',
    mediaList: '/wiki/knowledge/media_article',
    drugList: '/drug',
    hospitalList: '/hospital/list',
    knowledgeBase: '/wiki/knowledge/base',
    diseaseList: '/wiki/knowledge/disease_list',
    publicHealth: '/public_health',
    doctor: `/doctor?id=${doctor.id}`,
    help: `/helpcenter?category=${help.categories[1]!.id}`,
    hospital: `/hospital/detail/${hospital.id}`,
    condition: conditionPath(condition.id),
    article: articlePath(article.id),
    drug: `/drug/detail/${drug.id}`,
  });

  beforeAll(async () => {
    help = await api<HelpCentre>('/api/help');
    // The sitemap names every practising doctor.
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    const doctorId = /\/12320\/doctor\?id=([^<]+)</.exec(sitemap)![1]!;
    doctor = await api<Doctor>(`/api/doctors/${doctorId}`);
    const hospitals = await api<HospitalPage>('/api/hospitals?pageSize=1');
    hospital = await api<HospitalDetail>(`/api/hospitals/${hospitals.list[0]!.id}`);
    const drugs = await api<DrugPage>('/api/drugs?pageSize=1');
    drug = await api<DrugDetail>(`/api/drugs/${drugs.list[0]!.id}`);
    condition = (await api<ConditionList>('/api/wiki/conditions'))[0]!;
    // An article about a condition, so its page links to a condition's page.
    const list = await api<ArticlePage>('/api/wiki/articles?pageSize=20');
    for (const summary of list.list) {
      const detail = await api<ArticleDetail>(`/api/wiki/articles/${summary.id}`);
      if (detail.conditions.length > 0) {
        article = detail;
        break;
      }
    }
    expect(article).toBeDefined();
  });

  for (const elder of [false, true]) {
    const mode = elder ? 'elder' : 'standard';

    it(`shows a condition without scripts, described for search engines (${mode})`, async () => {
      const { context, page } = await open(conditionPath(condition.id), elder, false);
      expect(await page.title()).toBe(`${condition.name} - ${SITE_NAME}`);
      expect(await page.locator('h1').textContent()).toBe(condition.name);
      expect(await page.locator('.wiki-summary').textContent()).toBe(condition.summary);
      expect(await page.locator('#when-to-see-doctor, .wiki-care').count()).toBeGreaterThan(0);
      expect(await page.locator('html').getAttribute('class')).toBe(
        elder ? ELDER_MODE_CLASS : null,
      );
      const meta = await head(page);
      expect(meta.description).toMatch(new RegExp(`^${condition.name}：.+[。！？]$`));
      expect(meta.canonical).toBe(`${baseURL()}/12320${conditionPath(condition.id)}`);
      expect(meta.structuredData).toHaveLength(1);
      const [data] = meta.structuredData;
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'MedicalCondition',
        name: condition.name,
        url: meta.canonical,
      });
      expect(await structuredDataIssues(meta.structuredData)).toEqual([]);
      // The page's own links work without a script: to the A–Z list, a plain address.
      await page.getByRole('link', { name: '疾病 A–Z' }).first().click();
      await page.waitForURL((u) => u.pathname === '/12320/wiki/knowledge/disease_list');
      await context.close();
    });

    it(`shows an article without scripts, and its links lead to rendered pages (${mode})`, async () => {
      const { context, page } = await open(articlePath(article.id), elder, false);
      expect(await page.title()).toBe(`${article.title} - ${SITE_NAME}`);
      expect(await page.locator('h1').textContent()).toBe(article.title);
      expect(await page.locator('.wiki-summary').textContent()).toBe(article.summary);
      const meta = await head(page);
      expect(meta.canonical).toBe(`${baseURL()}/12320${articlePath(article.id)}`);
      expect(meta.structuredData[0]).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        dateModified: article.reviewedAt,
        author: { '@type': 'Person', name: article.author },
      });
      // Google's Article guidance: an ISO 8601 date.
      expect(meta.structuredData[0]!.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await structuredDataIssues(meta.structuredData)).toEqual([]);
      const related = article.conditions[0]!;
      await page.getByRole('link', { name: related.name, exact: true }).first().click();
      await page.waitForURL((u) => u.pathname === `/12320${conditionPath(related.id)}`);
      expect(await page.locator('h1').textContent()).toBe(related.name);
      await context.close();
    });

    it(`shows a drug without scripts, described for search engines (${mode})`, async () => {
      const { context, page } = await open(paths().drug, elder, false);
      expect(await page.title()).toBe(`${drug.genericName} - ${SITE_NAME}`);
      expect(await page.locator('h1').textContent()).toContain(drug.genericName);
      expect(await page.locator('.drug-lead').textContent()).toBe(drug.summary);
      const meta = await head(page);
      expect(meta.canonical).toBe(`${baseURL()}/12320${paths().drug}`);
      expect(meta.structuredData[0]).toMatchObject({
        '@type': 'Drug',
        name: drug.genericName,
        prescriptionStatus: expect.stringMatching(
          /^https:\/\/schema\.org\/(PrescriptionOnly|OTC)$/,
        ),
      });
      expect(await structuredDataIssues(meta.structuredData)).toEqual([]);
      const stocked = drug.stock[0]!;
      await page.getByRole('link', { name: stocked.hospitalName }).first().click();
      await page.waitForURL((u) => u.pathname === `/12320/hospital/detail/${stocked.hospitalId}`);
      await context.close();
    });

    it(`shows a hospital without scripts, with its address and telephone (${mode})`, async () => {
      const { context, page } = await open(paths().hospital, elder, false);
      expect(await page.title()).toBe(`${hospital.name} - ${SITE_NAME}`);
      expect(await page.locator('h1').textContent()).toBe(hospital.name);
      expect(await page.locator('#main').textContent()).toContain(hospital.address);
      const meta = await head(page);
      expect(meta.canonical).toBe(`${baseURL()}/12320${paths().hospital}`);
      // Google's local business data: name and address required, telephone recommended.
      expect(meta.structuredData[0]).toMatchObject({
        '@type': 'Hospital',
        name: hospital.name,
        address: { '@type': 'PostalAddress', streetAddress: hospital.address },
        telephone: hospital.phone,
      });
      expect(await structuredDataIssues(meta.structuredData)).toEqual([]);
      await page.locator('#main a[href^="/12320/hospital/department?id="]').first().click();
      await page.waitForURL((u) => u.pathname === '/12320/hospital/department');
      await context.close();
    });

    it(`shows the help centre without scripts: categories as links, search as a form (${mode})`, async () => {
      const [first, second] = help.categories;
      const { context, page } = await open('/helpcenter', elder, false);
      expect(await page.title()).toBe(`帮助中心 - ${SITE_NAME}`);
      expect(await page.locator('h1').textContent()).toBe('帮助中心');
      expect(await page.locator('details.help-entry > summary').allTextContents()).toEqual(
        first!.entries.map((e) => e.question),
      );
      const meta = await head(page);
      expect(meta.canonical).toBe(`${baseURL()}/12320/helpcenter`);
      expect(meta.structuredData[0]).toMatchObject({
        '@type': 'FAQPage',
        mainEntity: first!.entries.map((e) => ({ '@type': 'Question', name: e.question })),
      });
      expect(await structuredDataIssues(meta.structuredData)).toEqual([]);
      // Another category: a link to its own rendered page.
      await page.getByRole('navigation', { name: '问题分类' }).getByText(second!.name).click();
      await page.waitForURL((u) => u.searchParams.get('category') === second!.id);
      expect(await page.locator('details.help-entry > summary').allTextContents()).toEqual(
        second!.entries.map((e) => e.question),
      );
      expect((await head(page)).canonical).toBe(`${baseURL()}/12320${paths().help}`);
      await page.getByLabel('搜索常见问题').fill('预约');
      await page.getByLabel('搜索常见问题').press('Enter');
      await page.waitForURL(
        (u) => u.pathname === '/12320/helpcenter' && u.searchParams.get('q') === '预约',
      );
      await context.close();
    });

    it(`shows a doctor without scripts, with their hospital (${mode})`, async () => {
      const { context, page } = await open(paths().doctor, elder, false);
      expect(await page.title()).toBe(`${doctor.name} - ${SITE_NAME}`);
      expect(await page.locator('h1').textContent()).toBe(doctor.name);
      expect(await page.getByRole('region', { name: '医生介绍' }).textContent()).toContain(
        doctor.specialty,
      );
      const meta = await head(page);
      expect(meta.canonical).toBe(`${baseURL()}/12320${paths().doctor}`);
      expect(meta.structuredData[0]).toMatchObject({
        '@type': 'Person',
        name: doctor.name,
        worksFor: { '@type': 'Hospital', name: doctor.hospitalName },
      });
      expect(await structuredDataIssues(meta.structuredData)).toEqual([]);
      await page.getByRole('link', { name: doctor.hospitalName }).first().click();
      await page.waitForURL((u) => u.pathname === `/12320/hospital/detail/${doctor.hospitalId}`);
      expect(await page.locator('h1').textContent()).toBe(doctor.hospitalName);
      await context.close();
    });

    it(`shows public health without scripts, its services and immunization table (${mode})`, async () => {
      const services = await api<{ name: string }[]>('/api/public-health/services');
      const { context, page } = await open(paths().publicHealth, elder, false);
      expect(await page.title()).toBe(`基本公共卫生服务 - ${SITE_NAME}`);
      expect(await page.locator('h1').textContent()).toBe('基本公共卫生服务');
      const text = (await page.locator('#main').textContent()) ?? '';
      for (const s of services) expect(text).toContain(s.name);
      expect(
        await page
          .locator('#ph-immunization ~ * table, section[aria-labelledby="ph-immunization"] table')
          .count(),
      ).toBeGreaterThan(0);
      const meta = await head(page);
      expect(meta.canonical).toBe(`${baseURL()}/12320/public_health`);
      expect(await structuredDataIssues(meta.structuredData)).toEqual([]);
      await context.close();
    });

    it(`shows the knowledge base and the A–Z list without scripts, as links (${mode})`, async () => {
      const conditions = await api<ConditionList>('/api/wiki/conditions');
      const { context, page } = await open(paths().diseaseList, elder, false);
      expect(await page.title()).toBe(`疾病 A–Z - ${SITE_NAME}`);
      expect(await page.locator('h1').textContent()).toBe('疾病 A–Z');
      const links = await page
        .locator('.wiki-diseases a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const c of conditions) expect(links).toContain(`/12320${conditionPath(c.id)}`);
      const meta = await head(page);
      expect(meta.structuredData[0]).toMatchObject({
        '@type': 'CollectionPage',
        mainEntity: { '@type': 'ItemList', numberOfItems: conditions.length },
      });
      expect(await structuredDataIssues(meta.structuredData)).toEqual([]);
      await page.goto(url(paths().knowledgeBase));
      expect(await page.locator('h1').textContent()).toBe('健康知识库');
      expect(await structuredDataIssues((await head(page)).structuredData)).toEqual([]);
      await page
        .getByRole('link', { name: /^疾病 A–Z/ })
        .last()
        .click();
      await page.waitForURL((u) => u.pathname === '/12320/wiki/knowledge/disease_list');
      expect(await page.locator('.wiki-diseases a').count()).toBe(conditions.length);
      await context.close();
    });

    it(`shows the hospital list without scripts, filtered by its address (${mode})`, async () => {
      const all = await api<HospitalPage>('/api/hospitals?pageSize=30');
      const { context, page } = await open(paths().hospitalList, elder, false);
      expect(await page.title()).toBe(`医院介绍 - ${SITE_NAME}`);
      const names = await page.locator('.hosp-list h2, .hosp-list h3').allTextContents();
      expect(names.join()).toContain(all.list[0]!.name);
      expect(await structuredDataIssues((await head(page)).structuredData)).toEqual([]);
      const level = all.list[0]!.level;
      await page.goto(url(`${paths().hospitalList}?level=${encodeURIComponent(level)}`));
      const cards = await page.locator('.hosp-list > li').allTextContents();
      expect(cards.length).toBe(all.list.filter((h) => h.level === level).length);
      for (const card of cards) expect(card).toContain(level);
      await page.getByRole('link', { name: all.list[0]!.name }).first().click();
      await page.waitForURL((u) => u.pathname === `/12320/hospital/detail/${all.list[0]!.id}`);
      await context.close();
    });

    it(`shows the drug list without scripts, paged by links (${mode})`, async () => {
      const first = await api<DrugPage>('/api/drugs?pageNo=1&pageSize=12');
      const second = await api<DrugPage>('/api/drugs?pageNo=2&pageSize=12');
      const { context, page } = await open(paths().drugList, elder, false);
      expect(await page.title()).toBe(`药品查询 - ${SITE_NAME}`);
      expect(await page.locator('h1').textContent()).toBe('药品查询');
      const text = (await page.locator('#main').textContent()) ?? '';
      for (const d of first.list) expect(text).toContain(d.genericName);
      expect(await structuredDataIssues((await head(page)).structuredData)).toEqual([]);
      expect(second.list.length).toBeGreaterThan(0);
      await page.getByRole('link', { name: '下一页' }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      const next = (await page.locator('#main').textContent()) ?? '';
      for (const d of second.list) expect(next).toContain(d.genericName);
      await page.getByRole('link', { name: second.list[0]!.genericName }).first().click();
      await page.waitForURL((u) => u.pathname === `/12320/drug/detail/${second.list[0]!.id}`);
      await context.close();
    });

    it(`shows the article and media lists' first pages without scripts (${mode})`, async () => {
      for (const [path, query] of [
        [paths().articleList, 'category=common'],
        [paths().mediaList, 'kind=media'],
      ] as const) {
        const first = await api<ArticlePage>(`/api/wiki/articles?${query}&pageNo=1&pageSize=10`);
        const { context, page } = await open(path, elder, false);
        const titles = await page.locator('.wiki-cards .wiki-card__title').allTextContents();
        expect(titles).toEqual(first.list.map((a) => a.title));
        expect(await structuredDataIssues((await head(page)).structuredData)).toEqual([]);
        await page.getByRole('link', { name: first.list[0]!.title }).click();
        await page.waitForURL((u) => u.pathname === `/12320${articlePath(first.list[0]!.id)}`);
        expect(await page.locator('h1').textContent()).toBe(first.list[0]!.title);
        await context.close();
      }
    });

    for (const kind of [
      'articleList',
      'mediaList',
      'drugList',
      'hospitalList',
      'knowledgeBase',
      'diseaseList',
      'condition',
      'article',
      'drug',
      'hospital',
      'help',
      'doctor',
      'publicHealth',
    ] as const) {
      it(`is hydrated, and is what the browser draws alone, element by element (${kind}, ${mode})`, async () => {
        const path = paths()[kind];
        const served = await open(path, elder, false);
        const before = await tree(served.page);
        const heading = box(await served.page.locator('h1').boundingBox());
        await served.context.close();
        expect(before[1]).toContain('<h1 >');

        // The browser's own drawing of the page, from the API: the same elements and attributes.
        const alone = await open(path, elder, true, servePlainDocument);
        await scriptsRunning(alone.page);
        await expect.poll(() => tree(alone.page), { timeout: 10_000 }).toEqual(before);
        await alone.context.close();

        // Over the server's markup React keeps every element, and finds nothing that differs.
        const rendered = await openHydrated((before) => open(path, elder, true, before), PARTS);
        expect(rendered.outcome).toEqual({ complaints: [], replaced: 0 });
        expect(await tree(rendered.page)).toEqual(before);
        expect(box(await rendered.page.locator('h1').boundingBox())).toEqual(heading);
        await rendered.context.close();
      });
    }
  }

  it('hydrates for a signed-in reader too, then shows their menu in the header', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'zh-CN' });
    await signInContext(context, DEMO.verified);
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto(url(conditionPath(condition.id)), { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    // The server knows no session: its header offers 登录.
    expect(await page.locator('.auth-links').count()).toBe(1);
    const outcome = await watchHydration(page, ['#main', 'footer']);
    release();
    await scriptsRunning(page);
    await page.getByRole('button', { name: /^用户菜单：/ }).waitFor();
    expect(await page.locator('.auth-links').count()).toBe(0);
    expect(await outcome()).toEqual({ complaints: [], replaced: 0 });
    await context.close();
  });

  it('keeps the words typed in the search box while the scripts were on their way', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'zh-CN' });
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto(url(conditionPath(condition.id)), { waitUntil: 'commit' });
    const box = page.getByRole('combobox', { name: '搜索疾病、文章、药品、医院、医生和帮助' });
    await box.fill('阿莫西林');
    release();
    await scriptsRunning(page);
    expect(await box.inputValue()).toBe('阿莫西林');
    // In React's state too: the suggestions it asks for are for the words typed.
    await expect.poll(() => page.getByRole('option').first().textContent()).toContain('阿莫西林');
    await context.close();
  });
  describe('filters and groupings without scripts, by the address', () => {
    /** The names of a drug list page as the API gives them, as its cards show them. */
    const drugNames = async (query: string) =>
      (await api<DrugPage>(`/api/drugs?pageSize=12&${query}`)).list.map((d) => d.genericName);
    const shownDrugs = (page: Page) =>
      page.getByRole('list', { name: '药品列表' }).locator('> li h2').allTextContents();

    it('narrows the drug list by a category link, then by 处方类别 through its form', async () => {
      const [category] = await api<DrugCategoryList>('/api/drugs/categories');
      const { context, page } = await open('/drug', false, false);
      // The category links are for wide screens; phones choose in the form's select.
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.getByRole('link', { name: new RegExp(`^${category!.name}`) }).click();
      await page.waitForURL(/category=/);
      const link = page.getByRole('link', { name: new RegExp(`^${category!.name}`) });
      expect(await link.getAttribute('aria-current')).toBe('true');
      const inCategory = `category=${encodeURIComponent(category!.name)}`;
      expect(await shownDrugs(page)).toEqual(await drugNames(inCategory));

      await page.getByLabel('处方类别', { exact: true }).selectOption('处方药');
      await page.getByRole('button', { name: '筛选' }).click();
      await page.waitForURL(/otc=/);
      // The category stays.
      const narrowed = await drugNames(`${inCategory}&otc=${encodeURIComponent('处方药')}`);
      expect(narrowed.length).toBeGreaterThan(0);
      expect(await shownDrugs(page)).toEqual(narrowed);
      expect(await page.getByLabel('处方类别', { exact: true }).inputValue()).toBe('处方药');
      await context.close();
    });

    it('chooses the category on a phone with the form, keeping the searched name (elder)', async () => {
      const [drug] = (await api<DrugPage>('/api/drugs?pageSize=1')).list;
      const keyword = encodeURIComponent(drug!.genericName);
      const { context, page } = await open(`/drug?keyword=${keyword}`, true, false);
      await page.getByLabel('药品分类', { exact: true }).selectOption(drug!.category);
      await page.getByRole('button', { name: '筛选' }).click();
      await page.waitForURL(/category=/);
      expect(new URL(page.url()).searchParams.get('keyword')).toBe(drug!.genericName);
      const expected = await drugNames(
        `keyword=${keyword}&category=${encodeURIComponent(drug!.category)}`,
      );
      expect(expected).toContain(drug!.genericName);
      expect(await shownDrugs(page)).toEqual(expected);
      await context.close();
    });

    it('searches the drug list by name with its form, a plain GET', async () => {
      const [drug] = (await api<DrugPage>('/api/drugs?pageSize=1')).list;
      const { context, page } = await open('/drug', false, false);
      await page.getByLabel('药品名称', { exact: true }).fill(drug!.genericName);
      await page.getByLabel('药品名称', { exact: true }).press('Enter');
      await page.waitForURL(/keyword=/);
      expect(new URL(page.url()).pathname).toBe('/12320/drug');
      const found = await drugNames(`keyword=${encodeURIComponent(drug!.genericName)}`);
      expect(found).toContain(drug!.genericName);
      expect(await shownDrugs(page)).toEqual(found);
      await context.close();
    });

    it('switches the A–Z grouping by its tab, a link', async () => {
      const { context, page } = await open('/wiki/knowledge/disease_list', false, false);
      const tab = page.getByRole('tab', { name: '按身体系统' });
      expect(await tab.getAttribute('aria-selected')).toBe('false');
      await tab.click();
      await page.waitForURL(/by=system/);
      expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('按身体系统');
      expect(await page.getByRole('heading', { name: /呼吸系统/ }).count()).toBe(1);
      await page.getByRole('tab', { name: '按拼音首字母' }).click();
      await page.waitForURL((u) => u.search === '');
      expect(await page.getByRole('navigation', { name: '拼音首字母' }).count()).toBe(1);
      await context.close();
    });

    it('narrows the hospital list by its form', async () => {
      const expected = await api<HospitalPage>(
        `/api/hospitals?pageSize=30&level=${encodeURIComponent('一级')}`,
      );
      const { context, page } = await open('/hospital/list', false, false);
      await page.getByLabel('医院等级').selectOption('一级');
      await page.getByRole('main').getByRole('button', { name: '搜索' }).click();
      await page.waitForURL(/level=/);
      const cards = page.getByRole('list', { name: '医院列表' }).locator('> li');
      expect(expected.list.length).toBeGreaterThan(0);
      expect(await cards.count()).toBe(expected.list.length);
      await context.close();
    });

    it('with scripts, a category link and a tab switch in place, without loading the page', async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'zh-CN' });
      const page = await context.newPage();
      await page.goto(url('/drug'));
      await scriptsRunning(page);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      const [category] = await api<DrugCategoryList>('/api/drugs/categories');
      await page.getByRole('link', { name: new RegExp(`^${category!.name}`) }).click();
      await page.waitForURL(/category=/);
      const expected = await drugNames(`category=${encodeURIComponent(category!.name)}`);
      await expect.poll(() => shownDrugs(page)).toEqual(expected);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

      await page.goto(url('/wiki/knowledge/disease_list'));
      await scriptsRunning(page);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2));
      const tabs = page.getByRole('tab');
      await tabs.first().focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForURL(/by=system/);
      await expect
        .poll(() => page.getByRole('tab', { selected: true }).textContent())
        .toBe('按身体系统');
      await page.getByRole('tab', { name: '按就诊科室' }).click();
      await page.waitForURL(/by=department/);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('按就诊科室');
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2);
      await context.close();
    });
  });
});

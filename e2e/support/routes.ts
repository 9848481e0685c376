import type {
  ArticlePage,
  ConditionList,
  DepartmentDetail,
  DrugPage,
  HospitalDetail,
  HospitalPage,
  Schedule,
} from '@portal/contract';
import { PERIODS } from '@portal/contract';
import { baseURL } from './browser.js';

/**
 * Every citizen route of the web app (apps/web/src/app/routes.tsx and account-pages.tsx), for
 * the route sweep (routes-*.spec.ts): layout checks in every variant and screenshots compared
 * with committed baselines. A route added to the app belongs here too.
 */

/** Real ids from the demo county, read through the public API at run time. */
export interface DemoIds {
  hospital: { id: string; name: string };
  department: { id: string; name: string };
  doctor: { id: string; name: string };
  article: { id: string; title: string };
  condition: { id: string; name: string };
  drug: { id: string; name: string };
  guide: { id: string; title: string };
  /** A 专家 schedule of 人民医院 released by draw (the demo county draws them), not yet drawn. */
  draw: { scheduleId: string };
}

export interface SweepRoute {
  /** File-name-safe: its baselines are e2e/baselines/<name>-<mode>-<width>.png. */
  name: string;
  path: (ids: DemoIds) => string;
  /** Text the page's h1 holds once it has loaded (an error page instead fails the route). */
  heading: string | ((ids: DemoIds) => string);
  /** Signed in as the sweep's own new verified account (its pages are empty and stay so). */
  signedIn?: true;
  /**
   * Painted over in the screenshot: what depends on today's date, the time, or on what other
   * journeys write to the shared portal meanwhile (new notices, evaluations, remaining slots).
   */
  mask?: string[];
  /**
   * Taken out of the page before the screenshot (after the layout checks): a list whose length
   * other journeys or the season change, so that what follows it stays in place.
   */
  hide?: string[];
  /**
   * The screenshot ends at the top of the first element matching this: below it the page is a
   * list whose length and order other journeys change, which no mask of fixed size can cover.
   */
  until?: string;
}

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Seeded items chosen by what they are, not by position in a list other journeys add to or by
 * generated ids: the county's 人民医院, its first clinic with doctors and of those the first by
 * name, the first text article, condition and guide by id (their ids are content slugs).
 */
export async function demoIds(): Promise<DemoIds> {
  const hospitals = await get<HospitalPage>('/api/hospitals?pageSize=100');
  const first = hospitals.list.find((h) => h.name === '青禾县人民医院')!;
  const hospital = await get<HospitalDetail>(`/api/hospitals/${first.id}`);
  // Not from the week's schedules: which come first changes with the time of day.
  let department = { id: '', name: '' };
  let doctor = { id: '', name: '' };
  for (const d of hospital.departments.filter((x) => x.parentId !== null)) {
    const detail = await get<DepartmentDetail>(`/api/departments/${d.id}`);
    const first = [...detail.doctors].sort((a, b) => a.name.localeCompare(b.name, 'zh'))[0];
    if (first) {
      department = { id: d.id, name: d.name };
      doctor = { id: first.id, name: first.name };
      break;
    }
  }
  // Drawn schedules are the ones past the release window: the same few every run, whatever the
  // time of day; the earliest by date, period and name.
  const from = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 8 * 3600_000 + 13 * 86_400_000).toISOString().slice(0, 10);
  const drawn = (
    await get<Schedule[]>(
      `/api/schedules?hospitalId=${hospital.id}&from=${from}&to=${to}&clinicType=${encodeURIComponent('专家')}`,
    )
  )
    .filter((s) => s.draw && s.state !== 'stopped')
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        PERIODS.indexOf(a.period) - PERIODS.indexOf(b.period) ||
        a.departmentName.localeCompare(b.departmentName, 'zh') ||
        (a.doctorName ?? '').localeCompare(b.doctorName ?? '', 'zh'),
    )[0];
  if (!drawn) throw new Error('no schedule of 青禾县人民医院 released by draw');
  const byId = <T extends { id: string }>(list: T[]) =>
    [...list].sort((a, b) => a.id.localeCompare(b.id))[0]!;
  const articles: ArticlePage['list'] = [];
  for (let pageNo = 1; pageNo === 1 || articles.length % 100 === 0; pageNo++) {
    const page = await get<ArticlePage>(`/api/wiki/articles?pageSize=100&pageNo=${pageNo}`);
    articles.push(...page.list);
    if (page.list.length === 0) break;
  }
  const conditions = await get<ConditionList>('/api/wiki/conditions');
  const drugs = await get<DrugPage>('/api/drugs?keyword=阿莫西林');
  const guides = await get<{ list: { id: string; title: string }[] }>(
    '/api/inquiry/guides?pageSize=50',
  );
  const article = byId(articles.filter((a) => a.kind === 'text'));
  const condition = byId(conditions);
  const guide = byId(guides.list);
  const drug = drugs.list[0]!;
  return {
    hospital: { id: hospital.id, name: hospital.name },
    department,
    doctor,
    article: { id: article.id, title: article.title },
    condition: { id: condition.id, name: condition.name },
    drug: { id: drug.id, name: drug.genericName },
    guide: { id: guide.id, title: guide.title },
    draw: { scheduleId: drawn.id },
  };
}

const fixed = (path: string) => () => path;

/** Pages anyone may open: the hospitals, booking and the standalone pages. */
export const HOSPITAL_ROUTES: SweepRoute[] = [
  {
    name: 'home',
    path: fixed('/home'),
    heading: '青禾县 12320 健康服务平台',
    // New notices beside the season's tips, and departments by recent bookings.
    hide: ['.home-columns', 'section:has(.home-departments)'],
  },
  {
    name: 'hospital-list',
    path: fixed('/hospital/list'),
    heading: '医院介绍',
    // Whether a week still has slots depends on what other journeys booked.
    mask: ['.hosp-badge--ok'],
  },
  {
    name: 'hospital-detail',
    path: (ids) => `/hospital/detail/${ids.hospital.id}`,
    heading: (ids) => ids.hospital.name,
    // 就诊须知: the staff journey adds a notice to this hospital while the sweep may run.
    hide: ['section[aria-labelledby="hosp-notices"]'],
    until: '.eval-card',
  },
  {
    name: 'hospital-department',
    path: (ids) => `/hospital/department?id=${ids.department.id}`,
    heading: (ids) => `${ids.department.name} 排班`,
    // The week shown starts today; its slots are what other journeys left.
    until: '.sched-controls',
  },
  {
    name: 'doctor',
    path: (ids) => `/doctor?id=${ids.doctor.id}`,
    heading: (ids) => ids.doctor.name,
    // Ratings other journeys add, then the schedule from today.
    until: '.eval-card',
  },
  { name: 'register', path: fixed('/register'), heading: '预约挂号' },
  {
    name: 'register-draw',
    path: (ids) => `/register/draw?scheduleId=${ids.draw.scheduleId}`,
    heading: '放号抽签',
    // The schedule's day, window and status, the commitment (a fresh seed each run) and the
    // countdown all change with the day and the second; the CLI line names the schedule's id.
    mask: ['.draw-facts dd', '.draw-countdown', '.draw-code'],
  },
  {
    name: 'interact-evaluate',
    path: fixed('/interact/evaluate'),
    heading: '就医评价',
    // The latest evaluations: dated from today, and other journeys publish more.
    until: 'section[aria-labelledby="eval-list"]',
  },
  {
    name: 'interact-consult',
    path: fixed('/interact/consult'),
    heading: '患者咨询',
    until: 'section[aria-labelledby="consult-list"]',
  },
  { name: 'login', path: fixed('/login'), heading: '登录' },
  { name: 'signup', path: fixed('/accountRegister'), heading: '注册' },
  { name: 'forget', path: fixed('/forget'), heading: '找回密码' },
  { name: 'unbind', path: fixed('/unbind'), heading: '解除设备绑定' },
  { name: 'not-found', path: fixed('/no-such-page'), heading: '页面不存在' },
  // Opened without a share code: the page that says the link does not open.
  { name: 'share-pacs', path: fixed('/share/pacs'), heading: '影像报告' },
];

/** Pages anyone may open: the encyclopedia, drugs, search, help and public health. */
export const CONTENT_ROUTES: SweepRoute[] = [
  { name: 'wiki-base', path: fixed('/wiki/knowledge/base'), heading: '健康知识库' },
  { name: 'wiki-article-list', path: fixed('/wiki/knowledge/article'), heading: '科普文章' },
  {
    name: 'wiki-article',
    path: (ids) => `/wiki/knowledge/article/${ids.article.id}`,
    heading: (ids) => ids.article.title,
  },
  {
    name: 'wiki-disease-list',
    path: fixed('/wiki/knowledge/disease_list'),
    heading: '疾病 A–Z',
    // The condition whose summary the editorial journey rewrites.
    hide: ['.wiki-diseases li:has(a[href$="/bai-nei-zhang"])'],
  },
  {
    name: 'wiki-condition',
    path: (ids) => `/wiki/knowledge/disease/${ids.condition.id}`,
    heading: (ids) => ids.condition.name,
  },
  {
    name: 'wiki-disease-articles',
    path: (ids) => `/wiki/knowledge/disease_article_list?id=${ids.condition.id}`,
    heading: (ids) => `${ids.condition.name} · 相关文章`,
  },
  { name: 'wiki-media', path: fixed('/wiki/knowledge/media_article'), heading: '图解与音频' },
  { name: 'wiki-identify', path: fixed('/wiki/identify'), heading: '中医体质辨识' },
  { name: 'drug', path: fixed('/drug'), heading: '药品查询' },
  {
    name: 'drug-detail',
    path: (ids) => `/drug/detail/${ids.drug.id}`,
    heading: (ids) => ids.drug.name,
    // When each hospital last reported its stock (the seed's time).
    mask: ['.drug-facts dd:last-child'],
  },
  { name: 'search', path: fixed('/search?q=高血压'), heading: '“高血压”的搜索结果' },
  { name: 'helpcenter', path: fixed('/helpcenter'), heading: '帮助中心' },
  {
    name: 'public-health',
    path: fixed('/public_health'),
    heading: '基本公共卫生服务',
    // The editorial journey publishes a notice.
    hide: ['.ph-notices'],
  },
];

/** 便民查询: each look-up's tab (the first is /inquiry itself) and a guide. */
export const INQUIRY_ROUTES: SweepRoute[] = [
  { name: 'inquiry', path: fixed('/inquiry'), heading: '便民查询' },
  ...['practitioners', 'prices', 'vaccination', 'emergency', 'blood', 'checkup', 'guides'].map(
    (tab) => ({ name: `inquiry-${tab}`, path: fixed(`/inquiry/${tab}`), heading: '便民查询' }),
  ),
  {
    name: 'inquiry-guide',
    path: (ids) => `/inquiry/guides/${ids.guide.id}`,
    heading: (ids) => ids.guide.title,
  },
];

/** The personal centre, signed in: times of what the account did this run are masked. */
export const ACCOUNT_ROUTES: SweepRoute[] = [
  { path: 'register', heading: '我的预约' },
  { path: 'report', heading: '检验报告' },
  { path: 'image_report', heading: '影像报告' },
  { path: 'health_profile', heading: '健康档案' },
  { path: 'authentication', heading: '实名认证', mask: ['.identity-facts > div:last-child dd'] },
  { path: 'bindcard', heading: '绑定就诊卡' },
  { path: 'consult', heading: '我的咨询' },
  { path: 'points', heading: '我的积分', mask: ['.points-entry__time'] },
  { path: 'settings', heading: '个人设置' },
].map(({ path, heading, mask }) => ({
  name: `account-${path.replace('_', '-')}`,
  path: fixed(`/account/${path}`),
  heading,
  mask,
  signedIn: true,
}));

/** Every route above, for the check that each baseline belongs to one. */
export const ALL_ROUTES = [
  ...HOSPITAL_ROUTES,
  ...CONTENT_ROUTES,
  ...INQUIRY_ROUTES,
  ...ACCOUNT_ROUTES,
];

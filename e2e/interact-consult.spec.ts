import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type {
  ConsultDetail,
  HospitalDetail,
  PublicConsultPage,
  StaffSessionAnswer,
} from '@portal/contract';
import { baseURL, launch, newPage, screenshot, url } from './support/browser.js';
import { expectAccessiblePage } from './support/page-checks.js';
import { verifiedCitizen } from './support/register.js';
import { DEMO, signInContext } from './support/session.js';
import { adminHospital, staffContext, staffUrl } from './support/staff.js';

let browser: Browser;

// A mark of this run in every question, so other journeys' questions never match.
const RUN = randomBytes(3).toString('hex');
// The run's mark leads: lists show a question's first 30 characters as its title.
const QUESTION = `心慌（${RUN}）：早上起床后心跳一分钟一百多，持续半小时左右，需要做什么检查？`;
const ANSWER = `建议先做动态心电图和甲状腺功能检查，少喝浓茶咖啡。（${RUN}）`;
const FOLLOW_UP = `动态心电图要戴多久？可以洗澡吗？（${RUN}）`;
const RATING_TEXT = '回复很及时，讲得清楚';

// The smallest valid PNG (1×1), so the thread shows an image that really decodes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Prepared {
  citizen: { username: string; password: string; token: string };
  hospitalId: string;
  /** 心血管内科 of the demo hospital: the demo doctor (rmyy-doctor) answers its questions. */
  departmentId: string;
}

async function prepare(): Promise<Prepared> {
  const citizen = await verifiedCitizen('冯咨询');
  const hospitalId = adminHospital();
  const hospital = (await (
    await fetch(`${baseURL()}/api/hospitals/${hospitalId}`)
  ).json()) as HospitalDetail;
  const cardiology = hospital.departments.find((d) => d.name === '心血管内科');
  expect(cardiology).toBeDefined();
  return { citizen, hospitalId, departmentId: cardiology!.id };
}
let prepared: Promise<Prepared> | undefined;
/** The consultation the first test asks; later tests look at it. */
let consultId = '';

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const askForm = (page: Page) => page.getByRole('region', { name: '我要咨询' });

/** The doctor takes the question from the department's queue and answers it in the console. */
async function doctorAnswers(text: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await staffContext(context, 'rmyy-doctor');
  const page = await context.newPage();
  await page.goto(staffUrl('/consultations'));
  await page.getByRole('heading', { level: 1, name: '患者咨询' }).waitFor();
  const row = page
    .getByRole('tabpanel', { name: /^科室待接诊/ })
    .getByRole('row')
    .filter({ hasText: RUN });
  await expect.poll(() => row.count()).toBe(1);
  await row.getByRole('button', { name: /^查看咨询/ }).click();
  const drawer = page.getByRole('dialog', { name: '咨询详情' });
  await drawer.getByText(QUESTION).waitFor();
  await drawer.getByRole('button', { name: /接\s*诊/ }).click();
  await expect.poll(() => drawer.getByRole('button', { name: /接\s*诊/ }).count()).toBe(0);
  await drawer.getByLabel('回复患者').fill(text);
  await drawer.getByRole('button', { name: /发\s*送/ }).click();
  await expect.poll(() => drawer.locator('li').last().innerText()).toContain(text);
  await context.close();
}

describe('患者咨询', () => {
  it('a verified citizen asks with an image, the doctor answers, the citizen reads, follows up, rates and ends it', async () => {
    const { citizen, hospitalId, departmentId } = await (prepared ??= prepare());
    const { context, page } = await newPage(browser, 'desktop');
    await signInContext(context, citizen);

    await page.goto(url('/interact/consult'));
    const form = askForm(page);
    // The 120 notice comes before anything to fill in.
    const notice = form.getByText('在线咨询不能处理急症', { exact: false });
    await notice.waitFor();
    await form.getByRole('radio', { name: /（本人）/ }).waitFor();
    await form.getByLabel('医院').selectOption(hospitalId);
    await form.getByLabel('科室').selectOption(departmentId);
    await form.getByLabel(/咨询内容/).fill(QUESTION);
    await form.locator('input[type=file]').first().setInputFiles({
      name: 'heart.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await form.getByText('已上传').waitFor();
    await form.getByRole('button', { name: '添加图片' }).waitFor();
    await form.getByRole('radio', { name: /^公开/ }).check();
    await screenshot(page, 'interact-consult-ask-standard-desktop');
    await form.getByRole('button', { name: '提交咨询' }).click();
    await form.getByText('问题已提交，+5 积分').waitFor();
    const link = form.getByRole('link', { name: '我的咨询' });
    consultId = new URL((await link.getAttribute('href'))!, 'http://x').searchParams.get('id')!;
    expect(consultId).not.toBe('');

    await link.click();
    const thread = page.getByRole('list', { name: '咨询记录' });
    await thread.getByText(QUESTION).waitFor();
    expect(await page.getByText('正在等待医生回复', { exact: false }).count()).toBe(1);
    // The image, read with the citizen's session.
    const image = thread.getByRole('img', { name: /^第 1 张图片/ });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);

    await doctorAnswers(ANSWER);

    // The unread mark on 已回复 and on the item, in words for screen readers.
    await page.goto(url('/account/consult'));
    const answeredTab = page.getByRole('tab', { name: /^已回复\s*（1 条未读回复）$/ });
    await answeredTab.waitFor();
    await answeredTab.click();
    const item = page.getByRole('listitem').filter({ hasText: RUN });
    await expect.poll(() => item.innerText()).toContain('1 条未读回复');
    await screenshot(page, 'account-consult-unread-standard-desktop');
    await item.getByRole('link').click();
    await thread.getByText(ANSWER).waitFor();
    const answer = thread.getByRole('listitem').filter({ hasText: ANSWER });
    expect(await answer.innerText()).toContain('仅供参考，不能替代面诊');

    // A follow-up, then the rating.
    await page.getByLabel('追问医生（还有 2 次追问机会）').fill(FOLLOW_UP);
    await page.getByRole('button', { name: '发送追问' }).click();
    await thread.getByText(FOLLOW_UP).waitFor();
    expect(await thread.getByText('第 1 次追问').count()).toBe(1);
    await page.getByRole('radio', { name: '评价医生的回复 5 分' }).check();
    await page.getByLabel('评价内容（选填）').fill(RATING_TEXT);
    await page.getByRole('button', { name: '提交评价' }).click();
    await page.getByText(`我的评价：5 分，${RATING_TEXT}`).waitFor();
    await screenshot(page, 'account-consult-thread-standard-desktop');

    // The citizen ends it: no more follow-ups.
    await page.getByRole('button', { name: '结束咨询' }).click();
    await page
      .getByRole('dialog', { name: '结束咨询' })
      .getByRole('button', { name: '确认结束' })
      .click();
    await page.getByText('咨询已结束。').waitFor();
    expect(await page.getByRole('button', { name: '结束咨询' }).count()).toBe(0);
    expect(await page.getByText('追问医生', { exact: false }).count()).toBe(0);

    // The doctor's page shows the rating, and 向TA咨询 opens the form with the doctor chosen.
    const { doctorId } = (await (
      await fetch(`${baseURL()}/api/consultations/${consultId}?user=${citizen.token}`)
    ).json()) as ConsultDetail;
    await page.goto(url(`/doctor?id=${doctorId}`));
    const card = page.getByRole('region', { name: '在线咨询' });
    await card.getByText(RATING_TEXT).waitFor();
    await screenshot(page, 'doctor-consult-card-standard-desktop');
    await card.getByRole('link', { name: '向TA咨询' }).click();
    await expect
      .poll(() => askForm(page).getByLabel('医生', { exact: true }).inputValue())
      .toBe(doctorId);
    expect(await askForm(page).getByLabel('科室', { exact: true }).inputValue()).toBe(departmentId);

    // Read, the mark is gone.
    await page.goto(url('/account/consult'));
    await page.getByRole('listitem').filter({ hasText: RUN }).waitFor();
    expect(await page.getByText('条未读回复', { exact: false }).count()).toBe(0);
    await context.close();

    // Public once answered: anonymised (sex and age only), the answer with its note.
    const list = (await (
      await fetch(`${baseURL()}/api/consultations?id=${consultId}`)
    ).json()) as PublicConsultPage;
    expect(list.list.map((c) => c.id)).toEqual([consultId]);
    expect(JSON.stringify(list)).not.toContain('冯');
  });

  it.each([
    { elder: false, viewport: 'desktop' },
    { elder: false, viewport: 'phone' },
    { elder: true, viewport: 'desktop' },
    { elder: true, viewport: 'phone' },
  ] as const)('the pages pass the checks (elder $elder, $viewport)', async (mode) => {
    const { citizen } = await (prepared ??= prepare());
    expect(consultId).not.toBe('');
    const { context, page } = await newPage(browser, mode.viewport, mode.elder);
    await signInContext(context, citizen);

    // A search result's link: the one consultation, anonymised, with its note.
    await page.goto(url(`/interact/consult?id=${consultId}`));
    const one = page.getByRole('region', { name: '咨询详情' });
    await one.getByText(ANSWER).waitFor();
    expect(await one.innerText()).toMatch(/[男女] \d+岁的咨询/);
    expect(await one.innerText()).toContain('仅供参考，不能替代面诊');
    await askForm(page)
      .getByRole('radio', { name: /（本人）/ })
      .waitFor();
    await expectAccessiblePage(page, 'interact-consult', mode);

    await page.goto(url('/account/consult'));
    await page.getByRole('listitem').filter({ hasText: RUN }).waitFor();
    await expectAccessiblePage(page, 'account-consult', mode);

    await page.goto(url(`/account/consult?id=${consultId}`));
    await page.getByRole('list', { name: '咨询记录' }).getByText(FOLLOW_UP).waitFor();
    await expectAccessiblePage(page, 'account-consult-thread', mode);
    await context.close();
  });

  it('a doctor’s 建议线下就诊 shows with the way to book that department', async () => {
    const { citizen, departmentId } = await (prepared ??= prepare());
    const asked = await fetch(`${baseURL()}/api/consultations?user=${citizen.token}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomBytes(8).toString('hex'),
      },
      body: JSON.stringify({
        departmentId,
        patientId: 'self',
        text: `血压（${RUN}）连续三天 160/100，头晕，要不要马上换药？`,
        public: false,
      }),
    });
    expect(asked.status, await asked.clone().text()).toBe(200);
    const { id } = (await asked.json()) as { id: string };

    // The doctor closes it through the console's API, with the staff session and its token.
    const staff = await browser.newContext();
    await staffContext(staff, 'rmyy-doctor');
    const me = (await (
      await staff.request.get(`${baseURL()}/api/staff/me`)
    ).json()) as StaffSessionAnswer;
    const closed = await staff.request.post(`${baseURL()}/api/staff/consultations/${id}/close`, {
      data: { text: '血压偏高且有头晕，请尽快到门诊面诊调整用药。' },
      headers: { 'x-csrf-token': me.csrfToken },
    });
    expect(closed.status(), await closed.text()).toBe(200);
    await staff.close();

    const { context, page } = await newPage(browser, 'phone', true);
    await signInContext(context, citizen);
    await page.goto(url(`/account/consult?id=${id}`));
    await page.getByText('医生建议线下就诊').waitFor();
    const book = page.getByRole('link', { name: /心血管内科/ });
    expect(await book.getAttribute('href')).toBe(`/12320/hospital/department?id=${departmentId}`);
    expect(await page.getByRole('button', { name: '结束咨询' }).count()).toBe(0);
    await expectAccessiblePage(page, 'account-consult-offline', { elder: true, viewport: 'phone' });
    await context.close();
  });

  it('signed out or unverified, the page offers sign-in or 实名认证 instead of the form', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto(url('/interact/consult'));
    const form = askForm(page);
    await form.getByRole('link', { name: '登录' }).waitFor();
    expect(await form.getByRole('button', { name: '提交咨询' }).count()).toBe(0);
    expect(await form.getByText('在线咨询不能处理急症', { exact: false }).count()).toBe(1);
    await context.close();

    // Signed in but not verified: the way to 实名认证 instead.
    const unverified = await newPage(browser, 'phone');
    await signInContext(unverified.context, DEMO.unverified);
    await unverified.page.goto(url('/interact/consult'));
    await askForm(unverified.page).getByRole('link', { name: '实名认证' }).waitFor();
    expect(await askForm(unverified.page).getByRole('button', { name: '提交咨询' }).count()).toBe(
      0,
    );
    await unverified.context.close();
  });
});

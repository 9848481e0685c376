import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { VIEWPORTS } from './browser.js';
import { newPage, url } from './browser.js';
import { DRAW_DAYS_AHEAD, drawnSchedule, type DrawnSchedule } from './draws.js';
import { expectSoundLayout } from './layout-checks.js';
import { expectAccessiblePage } from './page-checks.js';
import { verifiedCitizen } from './register.js';
import { signInContext } from './session.js';

type Viewport = keyof typeof VIEWPORTS;

const h1 = (page: Page) => page.locator('main h1').first().textContent();
const clock = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(11, 16);
const drawPage = (d: DrawnSchedule) => `/register/draw?scheduleId=${d.schedule.id}`;

/** The page checks (axe, sizes, reflow) and the layout checks, named for the screenshot. */
async function checked(page: Page, name: string, elder: boolean, viewport: Viewport) {
  await expectAccessiblePage(page, name, { elder, viewport });
  await expectSoundLayout(page);
}

/**
 * A page at the journey's other width, in a context of its own: the draw page signed out, as
 * anyone would open it, or the citizen's own pages signed in.
 */
async function elsewhere(
  browser: Browser,
  path: string,
  {
    elder,
    viewport,
    name,
    ready,
  }: { elder: boolean; viewport: Viewport; name: string; ready: RegExp },
  citizen?: { username: string; password: string },
) {
  const { context, page } = await newPage(browser, viewport, elder);
  if (citizen) await signInContext(context, citizen);
  await page.goto(url(path));
  await expect.poll(() => page.locator('main').innerText()).toMatch(ready);
  await checked(page, name, elder, viewport);
  await context.close();
}

/**
 * Fair release in the browser (issue 27): a citizen sees a drawn schedule's window and
 * countdown on the department page and its rules and commitment on the draw page, enters the
 * draw once the window opens with two preferred slots in order, sees 抽签中 in 我的预约, and
 * after the draw 已中签 with the booking among 待就诊; the draw page then shows the entry's line
 * by its 登记编号 and rechecks the draw in the browser. Every page passes the page and layout
 * checks at 1280 and 375 in the journey's mode (the entry made at the mode's usual width).
 */
export async function drawJourney(browser: Browser, elder: boolean, hospitalName: string) {
  const main: Viewport = elder ? 'phone' : 'desktop';
  const other: Viewport = elder ? 'desktop' : 'phone';
  const citizen = await verifiedCitizen(elder ? '钱抽签' : '赵抽签');
  const drawn = await drawnSchedule(hospitalName);
  try {
    const { context, page } = await newPage(browser, main, elder);
    await signInContext(context, citizen);

    // Before the window: the department's week shows the window, the countdown and its sense.
    const week = Math.floor(DRAW_DAYS_AHEAD / 7);
    await page.goto(url(`/hospital/department?id=${drawn.departmentId}&week=${week}`));
    const item = page.locator('.sched-item').filter({ has: page.locator('.draw-notice') });
    await expect.poll(() => item.count()).toBe(1);
    const before = await item.innerText();
    expect(before).toContain(`${clock(drawn.windowStart)}–${clock(drawn.windowEnd)} 登记抽签`);
    expect(before).toContain('未放号');
    expect(before).toMatch(/距开始登记还有 \d+ (秒|分)/);
    expect(before).toContain('截止前登记的人机会相同，不必抢在第一秒');
    await checked(page, 'draw-department-upcoming', elder, main);

    // Its rules and the commitment, published before anyone can enter.
    await item.getByRole('link', { name: '抽签规则与结果' }).click();
    await expect.poll(() => h1(page)).toBe('放号抽签');
    const summary = page.getByRole('region', { name: '这次抽签' });
    await expect.poll(() => summary.innerText()).toContain('尚未开始登记');
    expect(await summary.locator('.draw-hash').innerText()).toMatch(/^[0-9a-f]{64}$/);
    expect(await page.getByRole('region', { name: '抽签怎样进行' }).innerText()).toContain(
      'npm run cli -- draw verify',
    );
    await checked(page, 'draw-page-upcoming', elder, main);
    // The window may have opened meanwhile: the page is checked either way.
    await elsewhere(browser, drawPage(drawn), {
      elder,
      viewport: other,
      name: 'draw-page-upcoming',
      ready: /尚未开始登记|登记中/,
    });

    // The window opens on the page's own clock: the schedule offers 登记抽签.
    await page.goBack();
    const enter = item.getByRole('link', { name: '登记抽签' });
    await enter.waitFor({ timeout: drawn.windowStart - Date.now() + 20_000 });
    await expect.poll(() => item.innerText()).toMatch(/抽签登记中[\s\S]*距登记截止还有/);
    await enter.click();
    await expect.poll(() => h1(page)).toBe('登记抽签');
    await page.getByRole('combobox', { name: '第一意向' }).waitFor();
    expect(await page.locator('main').innerText()).toMatch(
      /登记不占号；.+ 截止后统一抽签，结果将短信通知并显示在我的预约/,
    );
    await checked(page, 'draw-confirm', elder, main);
    const [first, second] = [drawn.slots[1]!, drawn.slots[0]!];
    await page.getByRole('combobox', { name: '第一意向' }).selectOption(first.id);
    await page.getByRole('combobox', { name: '第二意向' }).selectOption(second.id);
    expect(await page.getByRole('checkbox', { name: '未中签时加入候补' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: /本人/ }).check();
    await page.getByRole('button', { name: '登记抽签' }).click();
    const done = page.getByRole('region', { name: '抽签登记成功' });
    await done.waitFor();
    // In order, each number joined to its time (a no-break space).
    expect(await done.innerText()).toMatch(
      new RegExp(`1\\.\\s${first.start}–${first.end}，2\\.\\s${second.start}–${second.end}`),
    );

    // 抽签中 in 我的预约, with the number that finds the entry's line later.
    await done.getByRole('link', { name: '我的预约' }).click();
    await expect.poll(() => h1(page)).toBe('我的预约');
    const entries = page.getByRole('list', { name: '抽签登记' });
    await expect.poll(() => entries.innerText()).toContain('状态：抽签中');
    const entryId = (await entries.locator('.draw-entry__id').first().innerText()).trim();
    expect(entryId.length).toBeGreaterThan(4);
    await checked(page, 'draw-appointments-pending', elder, main);

    // The confirm page at the other width (by now the window may have
    // ended or the draw been made: the page says which).
    await elsewhere(
      browser,
      `/register/confirm?schedule=${drawn.schedule.id}`,
      { elder, viewport: other, name: 'draw-confirm', ready: /意向时段|正在抽签|抽签已结束/ },
      citizen,
    );

    // The draw is made within seconds of the window's end; the page asks again by itself.
    await expect
      .poll(() => entries.innerText(), { timeout: drawn.windowEnd - Date.now() + 60_000 })
      .toContain('状态：已中签');
    const open = page.getByRole('list', { name: '待就诊的预约' });
    await expect.poll(() => open.innerText()).toContain(`${first.start}–${first.end}`);
    expect(await open.innerText()).toContain(hospitalName);
    await checked(page, 'draw-appointments-won', elder, main);

    await elsewhere(
      browser,
      '/account/register',
      { elder, viewport: other, name: 'draw-appointments-won', ready: /状态：已中签/ },
      citizen,
    );

    // The published result: the entry's line by its number, rechecked in this browser.
    await page.goto(url(drawPage(drawn)));
    const result = page.getByRole('region', { name: '抽签结果' });
    await result.waitFor();
    await result.getByRole('searchbox', { name: '按登记编号查找自己的结果' }).fill(entryId);
    const row = result.locator('tbody tr');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain(`中签 ${first.start}–${first.end}`);
    await result.getByRole('searchbox').fill('');
    await result.getByRole('button', { name: '在本机核验' }).click();
    const verdict = result.getByRole('status').filter({ hasText: '核验' });
    await expect.poll(() => verdict.innerText()).toContain('核验通过');
    expect((await verdict.innerText()).match(/相符：/g)).toHaveLength(4);
    await checked(page, 'draw-page-done', elder, main);
    await elsewhere(browser, drawPage(drawn), {
      elder,
      viewport: other,
      name: 'draw-page-done',
      ready: /抽签结果/,
    });
    await context.close();
  } finally {
    drawn.restore();
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  CONSTITUTION_NAMES,
  itemsFor,
  outcomeOf,
  scoreConstitution,
  type ConstitutionTest,
  type ConstitutionType,
  type ScorePage,
  type Sex,
} from '@portal/contract';
import { SITE_NAME, baseURL, launch, newPage, screenshot, url } from './support/browser.js';
import { expectSoundLayout } from './support/layout-checks.js';
import { expectAccessiblePage } from './support/page-checks.js';
import { signInContext } from './support/session.js';
import { registerAccount } from './support/register.js';

let browser: Browser;
let test: ConstitutionTest;

beforeAll(async () => {
  browser = await launch();
  test = (await (await fetch(`${baseURL()}/api/constitution`)).json()) as ConstitutionTest;
});

afterAll(async () => {
  await browser?.close();
});

const LEVEL_WORDS = ['没有', '很少', '有时', '经常', '总是'];

/**
 * A person's answers: 经常 for items of `often`; for `sometimes`, 有时 and 很少 in turn (a
 * score in the 30s, 倾向是); 没有 for the rest.
 */
function answersFor(sex: Sex, often: ConstitutionType[], sometimes: ConstitutionType[]) {
  let turn = 0;
  return Object.fromEntries(
    itemsFor(test.questions, sex).map((q) => {
      const types = q.scales.map((s) => s.type);
      if (types.some((t) => often.includes(t))) return [q.id, 4];
      if (types.some((t) => sometimes.includes(t))) return [q.id, turn++ % 2 === 0 ? 3 : 2];
      return [q.id, 1];
    }),
  );
}

const heading = (page: Page) => page.locator('main h1').first().textContent();
const progressTitle = (page: Page) => page.locator('#ident-progress').textContent();

/** Taps a person makes: answers, and the buttons that move through the test. */
interface Taps {
  answers: number;
  navigation: number;
}

/**
 * Answers the questions on screen from `answers`, by their text as a person reads them, each
 * with one tap on its answer button; questions already answered are left as they are.
 */
async function answerScreen(page: Page, answers: Record<string, number>, taps?: Taps) {
  const fieldsets = page.locator('fieldset.ident-question');
  for (let i = 0; i < (await fieldsets.count()); i++) {
    const fieldset = fieldsets.nth(i);
    if ((await fieldset.getByRole('radio', { checked: true }).count()) > 0) continue;
    const legend = (await fieldset.locator('legend').textContent()) ?? '';
    const question = test.questions.find((q) => legend.endsWith(q.text))!;
    const word = LEVEL_WORDS[answers[question.id]! - 1]!;
    await fieldset.getByRole('radio', { name: word, exact: true }).check();
    if (taps) taps.answers++;
  }
}

/** Whether an element lies wholly within the window as the page now stands. */
function onScreen(locator: Locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

/** Progress as the page keeps it in session storage, for pages checked in a given state. */
async function withProgress(context: BrowserContext, progress: object) {
  await context.addInitScript((value) => {
    sessionStorage.setItem('QHJK_constitution', value);
  }, JSON.stringify(progress));
}

describe('中医体质辨识', () => {
  it('takes the test signed out to a result, keeps answers over a reload, then signs in and saves it with points', async () => {
    const account = await registerAccount();
    const { context, page } = await newPage(browser, 'desktop');
    const answers = answersFor('女', ['qixu'], ['tanshi']);
    const expected = outcomeOf(scoreConstitution(test.questions, '女', answers));

    await page.goto(url('/wiki/identify'));
    await expect.poll(() => heading(page)).toBe('中医体质辨识');
    await expect.poll(() => page.title()).toBe(`中医体质辨识 - ${SITE_NAME}`);
    await expect.poll(() => page.locator('main').innerText()).toContain('不是疾病诊断');
    await page.getByRole('button', { name: '开始测试' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('请选择性别');
    await page.getByRole('radio', { name: '女' }).check();
    await page.getByRole('button', { name: '开始测试' }).click();
    await expect.poll(() => progressTitle(page)).toBe('第 1 组，共 9 组');

    // Going on without answering says what is missing, in words, and takes the person there.
    await page.getByRole('button', { name: '下一组' }).click();
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toContain('还有 8 道题没有选择（第 1、2、3、4、5、6、7、8 题）');
    expect(
      await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name),
    ).toBe(test.questions[0]!.id);

    for (let screen = 0; screen < 3; screen++) {
      await answerScreen(page, answers);
      await page.getByRole('button', { name: '下一组' }).click();
    }
    await expect.poll(() => progressTitle(page)).toBe('第 4 组，共 9 组');
    await page.reload();
    await expect.poll(() => progressTitle(page)).toBe('第 4 组，共 9 组');
    await page.getByRole('button', { name: '上一组' }).click();
    await expect.poll(() => progressTitle(page)).toBe('第 3 组，共 9 组');
    // 阳虚质's own five: 耐受不了寒冷 went with 平和质, 容易感冒 with 气虚质.
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(5);
    expect(await page.locator('progress').getAttribute('value')).toBe('19');
    await page.getByRole('button', { name: '下一组' }).click();

    for (let screen = 3; screen < 9; screen++) {
      await answerScreen(page, answers);
      await page.getByRole('button', { name: screen === 8 ? '查看结果' : '下一组' }).click();
    }
    const result = page.getByRole('region', { name: '您的体质辨识结果' });
    await expect.poll(() => result.locator('.ident-outcome').textContent()).toBe(expected.text);
    expect(expected.text).toBe('气虚质，有痰湿质倾向');
    await result.getByText('各体质得分和判定方法').click();
    const chart = result.getByRole('img', { name: /各体质转化分/ });
    expect(await chart.getAttribute('aria-label')).toContain('气虚质 75 分，是');
    expect(await result.innerText()).toContain('ZYYXH/T157-2009');
    await result.getByText('气虚质、痰湿质的特点和全部调养建议').click();
    expect(await result.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      '气虚质调养要点',
      '气虚质判定：是',
      '痰湿质判定：倾向是',
    ]);
    await expectAccessiblePage(page, 'identify-result-signed-out', {
      elder: false,
      viewport: 'desktop',
    });

    await result.getByRole('link', { name: '登录并保存结果' }).click();
    await page.waitForURL((u) => u.pathname === '/12320/login');
    await page.getByLabel('用户名/手机号').fill(account.phone);
    await page.getByLabel('密码', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/\/12320\/wiki\/identify\?result=/);
    const saved = page.getByRole('region', { name: '您的体质辨识结果' });
    await expect.poll(() => saved.innerText()).toContain('本次保存获得 5 积分');
    expect(await saved.locator('.ident-outcome').textContent()).toBe(expected.text);
    const earlier = page.getByRole('region', { name: '我保存的结果' });
    await expect.poll(() => earlier.innerText()).toContain(`${expected.text}（正在查看）`);
    // Should the page send the save twice (a remount on sign-in), its Idempotency-Key makes that
    // one saved result.
    expect(await earlier.getByRole('listitem').count()).toBe(1);
    await screenshot(page, 'identify-saved-after-sign-in');

    const token = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('QHJK_token'))) ?? '""',
    ) as string;
    const points = (await (
      await fetch(`${baseURL()}/api/zlb.score_page.html?user=${token}`)
    ).json()) as ScorePage;
    expect(points.list.map((e) => [e.reason, e.amount])).toContainEqual(['保存体质辨识结果', 5]);
    await context.close();
  });

  for (const elder of [false, true]) {
    const mode = elder ? 'elder' : 'standard';
    it(`takes the test on a phone in ${mode} mode a sub-scale a screen, in few taps`, async () => {
      const { context, page } = await newPage(browser, 'phone', elder);
      const sex: Sex = elder ? '男' : '女';
      const answers = answersFor(sex, ['yangxu'], ['qiyu']);
      const expected = outcomeOf(scoreConstitution(test.questions, sex, answers));
      const taps: Taps = { answers: 0, navigation: 0 };
      const next = async (name: string) => {
        await page.getByRole('button', { name }).click();
        taps.navigation++;
      };

      await page.goto(url('/wiki/identify'));
      await page.getByRole('radio', { name: sex }).check();
      const sexTaps = 1;
      await next('开始测试');
      for (let group = 1; group <= 9; group++) {
        await expect.poll(() => progressTitle(page)).toBe(`第 ${group} 组，共 9 组`);
        if (group === 1) {
          // Answer buttons: 44 px high at least, 60 px in elder mode (适老化's main controls).
          const heights = await page
            .locator('label.ident-answer')
            .evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().height));
          expect(Math.min(...heights)).toBeGreaterThanOrEqual(elder ? 60 : 44);
          await expectAccessiblePage(page, `identify-group-${mode}-journey`, {
            elder,
            viewport: 'phone',
          });
          await expectSoundLayout(page);
        }
        if (group === 4) {
          // Half a screen answered, then a reload: the same group, its answers kept.
          for (const id of ['q14', 'q15']) {
            const q = test.questions.find((item) => item.id === id)!;
            await page
              .locator('fieldset.ident-question', { hasText: q.text })
              .getByRole('radio', { name: LEVEL_WORDS[answers[id]! - 1]!, exact: true })
              .check();
            taps.answers++;
          }
          await page.reload();
          await expect.poll(() => progressTitle(page)).toBe('第 4 组，共 9 组');
          expect(await page.getByRole('radio', { checked: true }).count()).toBe(2);
        }
        await answerScreen(page, answers, taps);
        await next(group === 9 ? '查看结果' : '下一组');
      }

      const result = page.getByRole('region', { name: '您的体质辨识结果' });
      await expect.poll(() => result.locator('.ident-outcome').textContent()).toBe(expected.text);
      const total = taps.answers + taps.navigation + sexTaps;
      console.log(
        `体质辨识 ${mode} 375 px: ${taps.answers} answer taps + ${taps.navigation} navigation taps + ${sexTaps} for the sex = ${total}`,
      );
      expect(taps.answers).toBe(60);
      expect(taps.navigation).toBeGreaterThanOrEqual(9);
      expect(taps.navigation).toBeLessThanOrEqual(10);

      // The first screen leads with the result and the first advice points; the rest is folded.
      await page.evaluate(() => window.scrollTo(0, 0));
      const shown = [...expected.main, ...expected.tendencies].map((t) => CONSTITUTION_NAMES[t]);
      expect(shown).toEqual(['阳虚质', '气郁质']);
      expect(await onScreen(result.getByRole('heading', { name: '您的体质辨识结果' }))).toBe(true);
      expect(await onScreen(result.locator('.ident-outcome'))).toBe(true);
      expect(await onScreen(result.getByRole('heading', { name: '阳虚质调养要点' }))).toBe(true);
      expect(await onScreen(result.locator('.ident-tips li').first())).toBe(true);
      expect(await result.locator('.ident-tips li').count()).toBe(3);
      const folded = result.locator('details.ident-more');
      expect(await folded.locator('summary').allTextContents()).toEqual([
        '阳虚质、气郁质的特点和全部调养建议',
        '各体质得分和判定方法',
      ]);
      expect(
        await folded.evaluateAll((all) => all.some((d) => (d as HTMLDetailsElement).open)),
      ).toBe(false);
      expect(await result.getByRole('img', { name: /各体质转化分/ }).count()).toBe(0);
      await expectAccessiblePage(page, `identify-result-${mode}-journey`, {
        elder,
        viewport: 'phone',
      });
      await expectSoundLayout(page);
      // axe skips what is folded: open both and check again, the chart drawn at elder type.
      for (const summary of await folded.locator('summary').all()) await summary.click();
      await result.getByRole('img', { name: /各体质转化分/ }).waitFor();
      await expectAccessiblePage(page, `identify-result-open-${mode}-journey`, {
        elder,
        viewport: 'phone',
      });
      await expectSoundLayout(page);
      await context.close();
    });
  }
});

describe('accessibility of the constitution pages (axe, WCAG 2.2 AA)', () => {
  let saver: { username: string; password: string } | undefined;
  const male = () => answersFor('男', ['yangxu'], ['tanshi']);
  const cases: {
    name: string;
    progress?: () => object;
    signedIn?: boolean;
    ready: (page: Page) => Promise<unknown>;
  }[] = [
    {
      name: 'identify-intro',
      ready: (page) => page.getByRole('button', { name: '开始测试' }).waitFor(),
    },
    {
      name: 'identify-questions',
      progress: () => ({ stage: 'questions', sex: '男', answers: {}, group: 2 }),
      ready: (page) => page.locator('#ident-progress').waitFor(),
    },
    {
      name: 'identify-result',
      progress: () => ({ stage: 'finished', sex: '男', answers: male(), group: 8 }),
      ready: (page) => page.getByRole('link', { name: '登录并保存结果' }).waitFor(),
    },
    {
      name: 'identify-saved',
      progress: () => ({ stage: 'finished', sex: '男', answers: male(), group: 8 }),
      signedIn: true,
      ready: (page) => page.getByText('我保存的结果').waitFor(),
    },
  ];
  for (const elder of [false, true]) {
    for (const c of cases) {
      it(`${c.name} in ${elder ? 'elder' : 'standard'} mode passes axe and the scripted checks`, async () => {
        for (const viewport of ['desktop', 'phone'] as const) {
          const { context, page } = await newPage(browser, viewport, elder);
          if (c.progress) await withProgress(context, c.progress());
          // Saving writes to the account: one of this file's own, not a shared demo one.
          if (c.signedIn) await signInContext(context, (saver ??= await registerAccount()));
          await page.goto(url('/wiki/identify'));
          await c.ready(page);
          if (c.signedIn) await page.waitForURL(/result=/);
          await expectAccessiblePage(page, c.name, { elder, viewport });
          await expectSoundLayout(page);
          await context.close();
        }
      });
    }
  }
});

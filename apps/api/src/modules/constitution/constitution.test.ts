import {
  API,
  ConstitutionResult,
  ConstitutionTest,
  encodeAnswers,
  itemsFor,
  type ConstitutionSaved,
  type ConstitutionType,
  type UserInfo,
} from '@portal/contract';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ACCOUNT_RULES_KEY, forgetAccountRules } from '../auth/account-rules.js';
import { contentRoot } from '../../lib/content/content-file.js';
import { constitutionTest, loadConstitutionTest } from './constitution-content.js';

const TEST = constitutionTest();

/** Answers of one sex: `high` for items of these types, 1 (没有) for the rest. */
function answersFor(sex: '男' | '女', highTypes: ConstitutionType[] = [], high = 5) {
  return Object.fromEntries(
    itemsFor(TEST.questions, sex).map((q) => [
      q.id,
      q.scales.some((s) => highTypes.includes(s.type)) ? high : 1,
    ]),
  );
}

describe('the constitution test as loaded from content/constitution', () => {
  it('has the standard’s items per sub-scale, asked once each, 60 per person', () => {
    expect(Value.Check(ConstitutionTest, TEST)).toBe(true);
    expect(TEST.questions).toHaveLength(61);
    expect(itemsFor(TEST.questions, '男')).toHaveLength(60);
    expect(itemsFor(TEST.questions, '女')).toHaveLength(60);
    const count = (sex: '男' | '女') =>
      Object.fromEntries(
        TEST.types.map((t) => [
          t.id,
          itemsFor(TEST.questions, sex).filter((q) => q.scales.some((s) => s.type === t.id)).length,
        ]),
      );
    const standard = { pinghe: 8, qixu: 8, yangxu: 7, yinxu: 8, tanshi: 8, shire: 6 };
    expect(count('男')).toMatchObject({ ...standard, xueyu: 7, qiyu: 7, tebing: 7 });
    expect(count('女')).toEqual(count('男'));
    const reversed = TEST.questions
      .filter((q) => q.scales.some((s) => s.reverse))
      .map((q) => q.text);
    expect(reversed).toEqual([
      '您容易疲乏吗？',
      '您说话声音低弱无力吗？',
      '您比一般人耐受不了寒冷（冬天的寒冷，夏天的冷空调、电扇等）吗？',
      '您容易失眠吗？',
      '您容易忘事（健忘）吗？',
      '您感到闷闷不乐、情绪低沉吗？',
    ]);
    expect(TEST.questions.filter((q) => q.sex).map((q) => q.sex)).toEqual(['女', '男']);
  });

  it('names its source and says it is no diagnosis and not for pregnant women or children', () => {
    expect(TEST.source).toContain('ZYYXH/T157-2009');
    const notice = TEST.notice.join('');
    expect(notice).toContain('不是疾病诊断');
    expect(notice).toContain('孕妇');
    expect(notice).toContain('儿童');
    expect(TEST.types.map((t) => t.name)).toEqual([
      '平和质',
      '气虚质',
      '阳虚质',
      '阴虚质',
      '痰湿质',
      '湿热质',
      '血瘀质',
      '气郁质',
      '特禀质',
    ]);
  });
});

describe('the constitution content loader', () => {
  /** The loader's complaint about a copy of the files with one change. */
  const complaint = (file: string, change: (text: string) => string) => {
    const root = mkdtempSync(path.join(tmpdir(), 'constitution-'));
    try {
      cpSync(path.join(contentRoot(), 'constitution'), path.join(root, 'constitution'), {
        recursive: true,
      });
      const target = path.join(root, 'constitution', file);
      writeFileSync(target, change(readFileSync(target, 'utf8')));
      loadConstitutionTest(root);
      return 'accepted';
    } catch (error) {
      return (error as Error).message;
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };

  it('refuses what would make the scoring wrong, naming the file and the item', () => {
    expect(
      complaint('questions.yaml', (s) => s.replace('{ type: qixu }]', '{ type: qixv }]')),
    ).toBe('constitution/questions.yaml：题目 q02 的 scales 里的体质 qixv 不是九种体质之一');
    expect(complaint('questions.yaml', (s) => s.replace('id: q03', 'id: q02'))).toContain(
      '题号 q02 重复',
    );
    expect(complaint('questions.yaml', (s) => s.replace('sex: male', 'sex: man'))).toContain(
      'sex 须是 male 或 female',
    );
    expect(complaint('types.yaml', (s) => s.replace('name: 气虚质', 'name: 气虚'))).toBe(
      'constitution/types.yaml：第 2 种体质的 name 须是 气虚质',
    );
    expect(complaint('types.yaml', (s) => s)).toBe('accepted');
  });
});

describe.each(engines)('constitution results on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const save = async (
    user: TestUser | null,
    form: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> }> => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.constitutionResults,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...form, ...(user ? { user: user.token } : {}) }).toString(),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const saveAnswers = (user: TestUser, sex: '男' | '女', answers: Record<string, number>) =>
    save(user, { sex, answers: encodeAnswers(answers) });
  const saveWithKey = async (user: TestUser, key: string, answers: Record<string, number>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.constitutionResults,
      query: { user: user.token },
      headers: { 'idempotency-key': key },
      payload: { sex: '女', answers: encodeAnswers(answers) },
    });
    return { status: res.statusCode, body: res.json() as ConstitutionSaved };
  };
  const get = async (url: string, user: TestUser | null, query: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      query: { ...query, ...(user ? { user: user.token } : {}) },
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };

  it('serves the test publicly with caching headers and answers 304 to a matching ETag', async () => {
    const first = await get(API.constitutionTest, null);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=600');
    expect((first.body as ConstitutionTest).questions).toHaveLength(61);
    const again = await t.app.inject({
      method: 'GET',
      url: API.constitutionTest,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('scores a saved test on the server and credits 5 points the first time each day', async () => {
    const user = await createTestUser(t.db);
    const first = await saveAnswers(user, '男', answersFor('男'));
    expect(first.status).toBe(200);
    const saved = first.body as ConstitutionSaved;
    expect(Value.Check(ConstitutionResult, saved.result)).toBe(true);
    expect(saved.points).toBe(5);
    expect(saved.result.summary).toBe('平和质');
    const pinghe = saved.result.scores.find((s) => s.type === 'pinghe');
    // All 没有: the six reverse items count 5 each, the two others 1 → (32 − 8) ÷ 32 = 75.
    expect(pinghe).toEqual({ type: 'pinghe', raw: 32, items: 8, converted: 75, verdict: 'yes' });

    const second = await saveAnswers(user, '男', answersFor('男', ['qixu']));
    expect((second.body as ConstitutionSaved).points).toBe(0);
    const result = (second.body as ConstitutionSaved).result;
    expect(result.summary).toBe('气虚质');
    expect(result.scores.find((s) => s.type === 'pinghe')?.verdict).toBe('no');
    expect(result.scores.find((s) => s.type === 'qixu')).toMatchObject({
      converted: 100,
      verdict: 'yes',
    });
    const info = await get(API.getUser, user);
    expect((info.body as UserInfo).USER_SCORE).toBe(5);
  });

  it('counts the sex-specific 湿热质 item over six items for either sex', async () => {
    const user = await createTestUser(t.db);
    for (const sex of ['男', '女'] as const) {
      const { body } = await saveAnswers(user, sex, answersFor(sex, ['shire'], 3));
      const shire = (body as ConstitutionSaved).result.scores.find((s) => s.type === 'shire');
      expect(shire).toMatchObject({ raw: 18, items: 6, converted: 50, verdict: 'yes' });
    }
  });

  it('never takes scores from the client', async () => {
    const user = await createTestUser(t.db);
    const { status, body } = await save(user, {
      sex: '女',
      answers: encodeAnswers(answersFor('女')),
      scores: JSON.stringify([{ type: 'qixu', converted: 100 }]),
      summary: '气虚质',
    });
    expect(status).toBe(200);
    expect((body as ConstitutionSaved).result.summary).toBe('平和质');
  });

  it('refuses incomplete, repeated, unknown and other-sex answers, and writes nothing', async () => {
    const user = await createTestUser(t.db);
    const full = answersFor('男');
    const cases: [Record<string, string>, string][] = [
      [{ sex: '男', answers: 'q01:1' }, '还有 59 道题没有回答'],
      [{ sex: '男', answers: `${encodeAnswers(full)},q01:2` }, '回答了不止一次'],
      [{ sex: '男', answers: `${encodeAnswers(full)},q53:2` }, '只适用于女性'],
      [{ sex: '男', answers: `${encodeAnswers(full)},q99:2` }, '没有编号为 q99 的题目'],
      [{ sex: '男', answers: 'q01:6' }, '答案'],
      [{ sex: '其他', answers: encodeAnswers(full) }, '性别'],
      [{ sex: '男' }, '答案'],
    ];
    for (const [form, message] of cases) {
      const { status, body } = await save(user, form);
      expect(status).toBe(400);
      expect(body).toEqual({ code: 'INVALID_INPUT', message: expect.stringContaining(message) });
    }
    expect((await get(API.constitutionResults, user)).body).toMatchObject({ total: 0 });
    expect(((await get(API.getUser, user)).body as UserInfo).USER_SCORE).toBe(0);
  });

  it('lists and opens only the account’s own results, and asks for sign-in', async () => {
    const owner = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const ids: string[] = [];
    for (const types of [[], ['yangxu'], ['tebing']] as ConstitutionType[][]) {
      const { body } = await saveAnswers(owner, '女', answersFor('女', types));
      ids.push((body as ConstitutionSaved).result.id);
    }
    const page = await get(API.constitutionResults, owner, { pageNo: '1', pageSize: '2' });
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toMatchObject({ total: 3, pageNo: 1, pageSize: 2 });
    expect((page.body as { list: ConstitutionResult[] }).list.map((r) => r.summary)).toEqual([
      '特禀质',
      '阳虚质',
    ]);
    const url = (id: string) => API.constitutionResult.replace(':id', id);
    const mine = await get(url(ids[1]!), owner);
    expect(mine.status).toBe(200);
    expect((mine.body as ConstitutionResult).main).toEqual(['yangxu']);

    expect((await get(url(ids[1]!), other)).status).toBe(404);
    expect((await get(url('no-such-result'), owner)).status).toBe(404);
    expect((await get(API.constitutionResults, other)).body).toMatchObject({ total: 0 });
    expect((await get(url(ids[1]!), null)).status).toBe(401);
    expect((await get(API.constitutionResults, null)).status).toBe(401);
    expect((await save(null, { sex: '女', answers: encodeAnswers(answersFor('女')) })).status).toBe(
      401,
    );
  });

  it('saves every result of a burst but credits the day’s points once', async () => {
    const user = await createTestUser(t.db);
    const answers = answersFor('男', ['qiyu']);
    const all = await Promise.all(
      Array.from({ length: 6 }, () => saveAnswers(user, '男', answers)),
    );
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(all.map((r) => (r.body as ConstitutionSaved).points).sort()).toEqual([0, 0, 0, 0, 0, 5]);
    expect((await get(API.constitutionResults, user)).body).toMatchObject({ total: 6 });
    expect(((await get(API.getUser, user)).body as UserInfo).USER_SCORE).toBe(5);
  });

  it('answers a save sent again with the same key as the first time, once however it races', async () => {
    const user = await createTestUser(t.db);
    const answers = answersFor('女', ['xueyu']);
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => saveWithKey(user, 'attempt-1', answers)),
    );
    expect(burst.every((r) => r.status === 200)).toBe(true);
    expect(new Set(burst.map((r) => r.body.result.id)).size).toBe(1);
    expect(burst.map((r) => r.body.points)).toEqual([5, 5, 5, 5]);
    const later = await saveWithKey(user, 'attempt-1', { ...answers });
    expect(later.body).toEqual(burst[0]!.body);
    expect((await get(API.constitutionResults, user)).body).toMatchObject({ total: 1 });

    const changed = await saveWithKey(user, 'attempt-1', answersFor('女', ['qiyu']));
    expect(changed.status).toBe(422);
    expect(changed.body).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    // Keys belong to one account: another may use the same one.
    const other = await createTestUser(t.db);
    const theirs = await saveWithKey(other, 'attempt-1', answers);
    expect(theirs.status).toBe(200);
    expect(theirs.body.result.id).not.toBe(burst[0]!.body.result.id);
  });

  it('holds an account to its daily budget of saved results', async () => {
    await t.db
      .insertInto('site_setting')
      .values({
        key: ACCOUNT_RULES_KEY,
        value: JSON.stringify({ constitutionDailyMax: 2 }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    forgetAccountRules(t.db);
    try {
      const user = await createTestUser(t.db);
      const answers = answersFor('女');
      expect((await saveAnswers(user, '女', answers)).status).toBe(200);
      expect((await saveAnswers(user, '女', answers)).status).toBe(200);
      const third = await saveAnswers(user, '女', answers);
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({ code: 'RATE_LIMITED' });
      expect((await get(API.constitutionResults, user)).body).toMatchObject({ total: 2 });
    } finally {
      await t.db.deleteFrom('site_setting').where('key', '=', ACCOUNT_RULES_KEY).execute();
      forgetAccountRules(t.db);
    }
  });
});

import type { SearchResult } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRoot } from '../../lib/content/content-file.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { oneEditApart } from './near-miss.js';
import {
  forgetSynonyms,
  indexDocuments,
  loadSearchWords,
  type SearchDocument,
} from './search.service.js';

/** Our own conditions and an article, so the pieces are tested whatever content is loaded. */
const DOCS: SearchDocument[] = [
  {
    type: 'condition',
    id: 's-stroke',
    title: '脑卒中',
    names: ['中风'],
    body: '脑血管突然堵塞或破裂。症状\n口角歪斜，一侧手脚无力，说话不清。',
    focus: '口角歪斜，一侧手脚无力，说话不清。',
    emergency: ['突然口角歪斜、一侧胳膊或腿无力', '突然说话不清'],
    url: '/wiki/knowledge/disease/s-stroke',
  },
  {
    type: 'condition',
    id: 's-disc',
    title: '腰椎间盘突出症',
    names: ['腰突'],
    body: '症状\n腰痛，疼痛沿大腿后侧放射，下肢麻木，无力。',
    focus: '腰痛，疼痛沿大腿后侧放射，下肢麻木，无力。',
    emergency: ['大小便失禁，会阴部麻木'],
    url: '/wiki/knowledge/disease/s-disc',
  },
  {
    type: 'condition',
    id: 's-diabetes',
    title: '2 型糖尿病',
    names: ['糖尿病'],
    body: '多饮、多尿、多食、体重下降。一侧手脚无力、说话不清时立即拨打 120（见脑卒中）。',
    // The second is a stroke's signs, as a page writes another condition's emergency.
    emergency: ['昏睡、叫不醒', '一侧手脚无力、说话不清（见脑卒中）'],
    url: '/wiki/knowledge/disease/s-diabetes',
  },
  {
    type: 'condition',
    id: 's-hypertension',
    title: '高血压',
    body: '头晕、头胀、头痛，多数人没有感觉。',
    emergency: ['血压超过 180/120 并剧烈头痛'],
    url: '/wiki/knowledge/disease/s-hypertension',
  },
  {
    type: 'article',
    id: 's-walk',
    title: '散步的好处',
    body: '每天走路半小时，腰和腿都更有力气。',
    url: '/wiki/knowledge/article/s-walk',
  },
];

describe.each(engines)('search for symptoms on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.db.transaction().execute(async (trx) => {
      await indexDocuments(trx, DOCS);
      await loadSearchWords(trx, contentRoot());
    });
    forgetSynonyms(t.db);
  });
  afterAll(() => t.close());

  const search = async (q: string) => {
    const res = await t.app.inject({ url: '/api/search', query: { q } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchResult;
  };
  const ids = (r: SearchResult) => r.list.map((h) => h.id);

  it('finds a document that has only part of the words, in the words people use', async () => {
    // 腰疼 → 腰痛 and 腿发麻 → 下肢麻木 (symptoms.yaml); 走不了路 is nowhere.
    const r = await search('腰疼 腿发麻 走不了路');
    expect(ids(r)[0]).toBe('s-disc');
    expect(r.partial).toBe(true);
    expect(r.emergency).toBeNull();
  });

  it('puts the 120 advice first when the query describes an emergency, not for a name', async () => {
    const r = await search('嘴歪 一边手脚没力气');
    expect(ids(r)[0]).toBe('s-stroke');
    expect(r.emergency).toEqual({
      conditionId: 's-stroke',
      title: '脑卒中',
      advice: ['突然口角歪斜、一侧胳膊或腿无力', '突然说话不清'],
      url: '/wiki/knowledge/disease/s-stroke',
    });
    expect((await search('脑卒中')).emergency).toBeNull();
    expect((await search('高血压')).emergency).toBeNull();
  });

  it('takes the 120 advice from the condition whose own signs the query describes', async () => {
    // 糖尿病 ranks first by its name, but its list points the stroke's signs to 脑卒中.
    const r = await search('糖尿病 多饮多尿 一侧手脚无力 说话不清');
    expect(ids(r)[0]).toBe('s-diabetes');
    expect(r.emergency?.conditionId).toBe('s-stroke');
    // One word shared with a list (头痛) does not describe its emergency.
    const headache = await search('头痛 耳鸣');
    expect(ids(headache)).toContain('s-hypertension');
    expect(headache.emergency).toBeNull();
  });

  it('finds a condition by its full pinyin, with or without spaces', async () => {
    expect(ids(await search('gaoxueya'))[0]).toBe('s-hypertension');
    expect(ids(await search('gao xue ya'))[0]).toBe('s-hypertension');
    expect(ids(await search('tangniaobing'))[0]).toBe('s-diabetes');
  });

  it('suggests the name a near miss meant: the same pinyin or one character off', async () => {
    expect((await search('高血鸭')).suggestion).toBe('高血压');
    expect((await search('糖尿并')).suggestion).toBe('糖尿病');
    expect((await search('糖尿痛')).suggestion).toBe('糖尿病');
    expect((await search('高血压')).suggestion).toBeNull();
    expect((await search('腰疼')).suggestion).toBeNull();
  });
});

describe('one edit apart', () => {
  it('is a change, an addition or a removal of one character', () => {
    expect(oneEditApart('糖尿痛', '糖尿病')).toBe(true);
    expect(oneEditApart('脑卒中', '脑中')).toBe(true);
    expect(oneEditApart('脑中', '脑卒中')).toBe(true);
    expect(oneEditApart('高血压', '高血压')).toBe(false);
    expect(oneEditApart('高血压', '低血糖')).toBe(false);
  });
});

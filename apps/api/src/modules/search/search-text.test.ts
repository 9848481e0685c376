import { describe, expect, it } from 'vitest';
import { fts5Match, tsQuery } from './match-expression.js';
import { parseQuery } from './query.js';
import { markText, snippetOf } from './snippet.js';
import { nameKeys, textTokens } from './tokens.js';

const SYNONYMS = [
  { phrase: '血压高', means: ['高血压'] },
  { phrase: '感冒药', means: ['感冒', '药品'] },
  { phrase: 'hp', means: ['幽门螺杆菌'] },
];
const terms = (q: string) =>
  parseQuery(q, SYNONYMS)!.alternatives.map((alt) => alt.map((t) => t.text));

describe('index tokens', () => {
  it('are bigrams, trigrams and the last character of each run of Han characters', () => {
    expect(textTokens('高血压患者')).toEqual([
      '高血',
      '高血压',
      '血压',
      '血压患',
      '压患',
      '压患者',
      '患者',
      '者',
    ]);
    expect(textTokens('胃')).toEqual(['胃']);
    expect(textTokens('ＨＰＶ疫苗，COVID-19')).toEqual(['hpv', '疫苗', '苗', 'covid', '19']);
  });

  it('give names their whole form, pinyin and initials, and those of their words', () => {
    const keys = nameKeys('2 型糖尿病');
    expect(keys.whole).toEqual(['2型糖尿病', '2xingtangniaobing', '2xtnb']);
    expect(keys.parts).toEqual(expect.arrayContaining(['糖尿病', 'tangniaobing', 'tnb']));
    expect(nameKeys('阿莫西林').whole).toEqual(['阿莫西林', 'amoxilin', 'amxl']);
    expect(nameKeys('Amoxicillin').whole).toEqual(['amoxicillin']);
    expect(nameKeys('（）').whole).toEqual([]);
  });
});

describe('queries', () => {
  it('read a run as typed and as its words, without stop words or lone characters', () => {
    expect(terms('慢阻肺')).toEqual([['慢阻肺']]);
    expect(terms('高血压患者的饮食')).toEqual([['高血压患者的饮食'], ['高血压', '患者', '饮食']]);
    expect(terms('感冒了吃什么药')).toEqual([['感冒了吃什么药'], ['感冒']]);
    expect(terms('怎么办')).toEqual([['怎么办']]);
    expect(terms('hpv疫苗')).toEqual([['hpv', '疫苗']]);
  });

  it('let a synonym say what the words mean', () => {
    expect(terms('血压高怎么办')).toEqual([['血压高怎么办'], ['高血压', '怎么办'], ['高血压']]);
    expect(terms('感冒药')).toEqual([['感冒药'], ['感冒', '药品']]);
    expect(terms('hp').slice(0, 2)).toEqual([['hp'], ['幽门螺杆菌']]);
    // A letter synonym is a whole word only.
    expect(terms('php')).toEqual([['php']]);
  });

  it('become match expressions with every token quoted, and n-grams for longer words', () => {
    const p = parseQuery('高血压 "OR" NEAR( 上呼吸道', [])!;
    const typed = '("高血压" AND "or" AND "near" AND ("上呼吸" AND "呼吸道"))';
    // jieba knows 上呼吸道 as one word: the words' reading is the typed one, not repeated.
    expect(fts5Match(p).all).toBe(typed);
    expect(fts5Match(p).head).toBe(`{title names keys category} : (${typed})`);
    expect(tsQuery(p).all).toBe("('高血压' & 'or' & 'near' & ('上呼吸' & '呼吸道'))");
    // The search page also takes any one word (and reads the rest as relevance).
    expect(fts5Match(p, { anyTerm: true }).units).toContain('("高血压")');
    const pinyin = parseQuery('gxy', [])!;
    expect(fts5Match(pinyin).all).toBe('("gxy") OR {title names keys} : "gxy"*');
    expect(tsQuery(pinyin)).toEqual({
      all: "('gxy') | 'gxy':*",
      head: "('gxy') | 'gxy':*",
      // The whole key, marked apart from the words of names.
      exact: "'\uE000gxy'",
      units: ["('gxy')", "'gxy':*"],
      // Pinyin has no character pairs to look for among conditions.
      pairs: null,
    });
    expect(fts5Match(pinyin).exact).toBe('keys : "\uE000gxy"');
    const one = parseQuery('胃', [])!;
    expect(fts5Match(one).all).toBe('{title names keys category} : (("胃"*))');
    expect(tsQuery(one).all).toBe("('胃':*)");
    expect(parseQuery(' "*()- ', [])).toBeNull();
  });
});

describe('marks', () => {
  it('mark every occurrence in a title, longest word first', () => {
    expect(markText('高血压与血压计', ['高血压', '血压'])).toEqual([
      { text: '高血压', mark: true },
      { text: '与' },
      { text: '血压', mark: true },
      { text: '计' },
    ]);
    expect(markText('Amoxicillin 胶囊', ['amoxicillin'])[0]).toEqual({
      text: 'Amoxicillin',
      mark: true,
    });
  });

  it('cut a snippet around the densest passage, with … where text was left out', () => {
    const body = `${'无关的文字。'.repeat(30)}感冒多由病毒引起，感冒一周左右好转。${'后面的话。'.repeat(30)}`;
    const snippet = snippetOf(body, ['感冒']);
    const text = snippet.map((s) => s.text).join('');
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(snippet.filter((s) => s.mark)).toHaveLength(2);
    expect(text.length).toBeLessThanOrEqual(92);
    expect(snippetOf('短文。', ['感冒'])).toEqual([{ text: '短文。' }]);
  });
});

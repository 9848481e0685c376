import { SEARCH_QUERY_MAX } from '@portal/contract';
import { cutWords } from './segmenter.js';
import { chars, compact, grams, normalize, runsOf } from './tokens.js';

/** One thing a result must contain: a run of Han characters (as a phrase) or a word. */
export interface Term {
  han: boolean;
  text: string;
}

/** What people say → the words the site uses (the synonym table, normalized). */
export interface Synonym {
  phrase: string;
  means: string[];
}

export interface ParsedQuery {
  /** The query's letters, digits and Han characters: equal to a title's or name's key is exact. */
  key: string;
  /** Readings with every term of each (original wording first): what names are ranked by. */
  alternatives: Term[][];
  /**
   * Single words that count on their own (those typed, and what the symptom and synonym
   * tables turn one phrase into): a result has every term of an alternative or one of these.
   */
  anyOf: Term[];
  /** Every word that counts towards a result's relevance (search-relevance.ts). */
  words: string[];
  /**
   * The words grouped by what they say: a phrase of the symptom or synonym tables with what it
   * means and the words cut from it (没力气, 无力) are one thing, counted once.
   */
  concepts: string[][];
  /** Letters only: also a prefix of names' pinyin and initials (gxy, amxl, gaoxue). */
  pinyin: string | null;
  /** One character: it is looked for in titles and names only, where it says something. */
  oneChar: boolean;
  /** What to mark in titles and snippets, longest first. */
  marks: string[];
}

/**
 * Words that carry no subject in a question (怎么办, 什么, 的): the rest of the query decides.
 * Kept when a query has nothing else.
 */
const STOP_WORDS = new Set(
  (
    '的 了 吗 呢 吧 啊 呀 和 与 及 或 是 在 有 请问 怎么 怎么办 怎样 如何 什么 为什么 哪些 哪里 哪个 ' +
    '能 能不能 可以 可不可以 要 会 该 应该 需要 一下 我 你 他 她 这 那 还是 就是 一些 有点 ' +
    // Words of a described complaint that say nothing about which one (jieba keeps them whole).
    '又 也 都 就 还 很 太 特别 非常 总是 老是 经常 有时 有时候 时候 一会儿 一会 感觉 觉得 ' +
    '最近 这几天 好几天 一直 总 老 得 着 过 把 被 让 给 跟 没有 不 没 好像 一样 比较 怎么回事 ' +
    '我家 我妈 我爸 孩子 老人 家里 自己 身上 起来 早上 晚上 半夜 白天 以前 以后 然后 其实 ' +
    '地方 有点 一点 东西 时间 厉害 严重 难受 不舒服 毛病 问题 情况 怎么弄 咋办 咋回事'
  ).split(' '),
);
/**
 * Characters that name a complaint on their own (喘, 痒, 抖): left alone by the segmenter in
 * 越来越喘 or 手不停地抖, they still count towards relevance, though too common in the index's
 * tokens to find documents by.
 */
const COMPLAINT_CHARS = new Set([...'喘咳痰抖痒疼痛肿麻晕吐泻烧汗酸胀憋']);
/** More terms than this is a sentence; the first ones say what it is about. */
const MAX_TERMS = 12;

/** The runs as they are: a run of Han characters must appear as typed (慢阻肺, 心血管内科). */
function exactTerms(text: string): Term[] {
  return runsOf(text).map((r) => ({ han: r.han, text: r.text }));
}

/**
 * The runs cut into jieba's words (segmenter.ts), without stop words: 高血压患者的饮食 has
 * 高血压, 患者 and 饮食. Characters the segmenter leaves alone next to each other are one term
 * (腿|肿 → 腿肿); a lone one is left out (血压|高, 感冒|了|吃). A query with nothing left (怎么办)
 * stays as typed.
 */
function wordTerms(text: string): Term[] {
  const terms = runsOf(text).flatMap((r): Term[] => {
    if (!r.han) return [{ han: false, text: r.text }];
    const words: string[] = [];
    let singles = '';
    const flush = () => {
      if (chars(singles).length >= 2) words.push(singles);
      singles = '';
    };
    for (const w of cutWords(r.text)) {
      if (!w || STOP_WORDS.has(w)) flush();
      else if (chars(w).length === 1) singles += w;
      else {
        flush();
        words.push(w);
      }
    }
    flush();
    return words.map((w) => ({ han: true, text: w }));
  });
  return terms.length > 0 ? terms : exactTerms(text);
}

/**
 * The query with every synonym phrase replaced by what it means, or null when none occurs.
 * `applied` collects the synonyms that occurred.
 */
export function applySynonyms(
  text: string,
  synonyms: Synonym[],
  applied: Synonym[] = [],
): string | null {
  let out = text;
  for (const s of synonyms) {
    if (!out.includes(s.phrase)) continue;
    applied.push(s);
    const means = ` ${s.means.join(' ')} `;
    // A phrase of letters is a whole word (hp is not the middle of php); Chinese has no such edge.
    out = /^[a-z0-9]+$/.test(s.phrase)
      ? out.replace(new RegExp(`(?<![a-z0-9])${s.phrase}(?![a-z0-9])`, 'g'), means)
      : out.split(s.phrase).join(means);
  }
  return out === text ? null : out;
}

const signature = (terms: Term[]) => terms.map((t) => t.text).join(' ');

function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)));
}

/**
 * A query as terms to match. Nothing from it reaches SQL as syntax: only the letters, digits
 * and Han characters survive, and the expressions quote every token (query-expressions.ts).
 * `synonyms` must be sorted longest phrase first. Null when nothing searchable is left.
 */
export function parseQuery(q: string, synonyms: Synonym[]): ParsedQuery | null {
  const text = normalize(q).slice(0, SEARCH_QUERY_MAX * 2);
  const key = compact(text);
  if (!key) return null;
  if (chars(key).length === 1) {
    const term = { han: /\p{Script=Han}/u.test(key), text: key };
    const one = {
      alternatives: [[term]],
      anyOf: [],
      words: [key],
      concepts: [[key]],
      marks: [key],
    };
    return { key, ...one, pinyin: null, oneChar: true };
  }
  // A synonym says what the words mean (感冒药 → 感冒 + 药品): its words replace the original's
  // loose reading, while the original as typed still counts where it occurs.
  const applied: Synonym[] = [];
  const replaced = applySynonyms(text, synonyms, applied);
  const own = wordTerms(text);
  const readings =
    replaced === null
      ? [exactTerms(text), own]
      : [exactTerms(text), exactTerms(replaced), wordTerms(replaced)];
  const alternatives = unique(
    readings
      .map((terms) => unique(terms, (t) => t.text).slice(0, MAX_TERMS))
      .filter((terms) => terms.length > 0),
    signature,
  );
  // A meaning of one run is one term (荨麻疹); 2 型糖尿病 counts only with its alternative.
  // A meaning of one word counts alone (风团 → 荨麻疹); of several (感冒药 → 感冒 + 药品) only with
  // its alternative. A meaning of one run is one term; 2 型糖尿病 needs its alternative.
  const meant = applied
    .filter((a) => a.means.length === 1)
    .map((a) => exactTerms(a.means[0]!))
    .flatMap((terms) => (terms.length === 1 ? terms : []));
  // A lone digit or letter (the 2 of 2 型糖尿病) is in half the index: never a word alone.
  const alone = (t: Term) => t.han || t.text.length >= 2;
  const anyOf = unique([...own, ...meant].filter(alone), (t) => t.text).slice(0, MAX_TERMS);
  const words = unique([...alternatives.flat(), ...anyOf], (t) => t.text).map((t) => t.text);
  const marks = [...words];
  const concepts = applied.filter((a) => a.means.length === 1).map((a) => [a.phrase, a.means[0]!]);
  const phrases = concepts.length;
  for (const w of words) {
    // A run the words were cut from counts by its words.
    if (words.some((o) => o !== w && w.includes(o))) continue;
    const same = concepts.slice(0, phrases).find((c) => c[0]!.includes(w) || c.includes(w));
    if (!same) concepts.push([w]);
    else if (!same.includes(w)) same.push(w);
  }
  for (const ch of new Set(chars(key))) {
    if (COMPLAINT_CHARS.has(ch) && !concepts.some((c) => c.some((w) => w.includes(ch)))) {
      concepts.push([ch]);
    }
  }
  return {
    key,
    alternatives,
    anyOf,
    words,
    concepts,
    pinyin: /^[a-z' ]+$/.test(text.trim()) ? key : null,
    oneChar: false,
    marks: marks.sort((a, b) => chars(b).length - chars(a).length),
  };
}

/**
 * The query read character pair by character pair, for when none of its words is anywhere
 * (老人总说钱被人偷了): every two neighbouring Han characters without a stop word's character
 * count alone, so a description that shares anything with a page finds it rather than nothing.
 */
export function pairsOf(key: string): string[] {
  return runsOf(key)
    .filter((r) => r.han)
    .flatMap((r) => grams(r.text, 2))
    .filter((g) => chars(g).length === 2 && !chars(g).some((c) => STOP_WORDS.has(c)));
}

export function loosen(p: ParsedQuery): ParsedQuery {
  const pairs = pairsOf(p.key);
  const anyOf = unique(
    pairs.map((text) => ({ han: true, text })),
    (t) => t.text,
  ).slice(0, MAX_TERMS * 2);
  if (anyOf.length === 0) return p;
  const words = anyOf.map((t) => t.text);
  return { ...p, anyOf, words, concepts: [...words.map((w) => [w]), ...p.concepts], marks: words };
}

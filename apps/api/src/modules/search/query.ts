import { SEARCH_QUERY_MAX } from '@portal/contract';
import { chars, compact, normalize, runsOf, wordsOf } from './tokens.js';

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
  /** A result matches one of these, with every term of it (original wording first). */
  alternatives: Term[][];
  /** When no result has every term: each word the user typed alone. */
  anyOf: Term[];
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
    '能 能不能 可以 可不可以 要 会 该 应该 需要 一下 我 你 他 她 这 那 还是 就是 一些 有点'
  ).split(' '),
);
/** More terms than this is a sentence; the first ones say what it is about. */
const MAX_TERMS = 8;

/** The runs as they are: a run of Han characters must appear as typed (慢阻肺, 心血管内科). */
function exactTerms(text: string): Term[] {
  return runsOf(text).map((r) => ({ han: r.han, text: r.text }));
}

/**
 * The runs cut into Intl.Segmenter words, without stop words: 高血压患者的饮食 needs 高血压, 患者
 * and 饮食 anywhere. Characters the segmenter leaves alone next to each other are one term
 * (挂|号, 慢|阻|肺); a lone one is left out (血压|高, 感冒|了|吃). A query with nothing left (怎么办)
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
    for (const w of wordsOf(r.text)) {
      if (STOP_WORDS.has(w)) flush();
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

/** The query with every synonym phrase replaced by what it means, or null when none occurs. */
export function applySynonyms(text: string, synonyms: Synonym[]): string | null {
  let out = text;
  for (const s of synonyms) {
    if (!out.includes(s.phrase)) continue;
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
    return { key, alternatives: [[term]], anyOf: [], pinyin: null, oneChar: true, marks: [key] };
  }
  // A synonym says what the words mean (感冒药 → 感冒 + 药品): its words replace the original's
  // loose reading, while the original as typed still counts where it occurs.
  const replaced = applySynonyms(text, synonyms);
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
  const anyOf = unique(own, (t) => t.text).slice(0, MAX_TERMS);
  const marks = unique(alternatives.flat(), (t) => t.text).map((t) => t.text);
  return {
    key,
    alternatives,
    anyOf,
    pinyin: /^[a-z' ]+$/.test(text.trim()) ? key : null,
    oneChar: false,
    marks: marks.sort((a, b) => chars(b).length - chars(a).length),
  };
}

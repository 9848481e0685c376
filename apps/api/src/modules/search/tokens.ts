import { pinyin } from 'pinyin-pro';

/**
 * How text becomes index tokens, the same for both engines (domain-rules.md, "Health content
 * and search"). Chinese has no spaces, so every run of Han characters is indexed as its
 * overlapping character bigrams and trigrams and its last character alone: any two-character
 * query (感冒, 血压) is one token, a three-character one (高血压) one trigram, a longer one the
 * trigrams it is made of, and a one-character query the start of some token wherever the
 * character stands. No positions are needed, so neither engine checks phrases row by row.
 * Other letters and digits are whole lower-case words. Intl.Segmenter cuts queries into words
 * (query.ts) and names into the words whose pinyin and initials are keys (gxy → 高血压).
 */

const HAN = /\p{Script=Han}/u;
const WORDISH = /[\p{L}\p{N}]/u;
/** A longer run of letters is a code or an address, not a word anyone types. */
const MAX_WORD = 32;

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Full-width forms to ASCII, compatibility characters folded (NFKC), Latin in lower case. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** true for Han, false for other letters and digits, undefined for anything else. */
function kindOf(ch: string): boolean | undefined {
  const code = ch.codePointAt(0)!;
  // The common cases without a Unicode property lookup: ASCII and the basic Han block.
  if (code < 0x80) {
    return (code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x7a) ? false : undefined;
  }
  if (code >= 0x4e00 && code <= 0x9fff) return true;
  // Letters and digits only (as FTS5's unicode61 sees them), Han or not.
  return WORDISH.test(ch) ? HAN.test(ch) : undefined;
}

export interface Run {
  han: boolean;
  text: string;
}

/** Runs of Han characters and of other letters or digits; anything else only separates. */
export function runsOf(normalized: string): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const ch of normalized) {
    const han = kindOf(ch);
    if (han === undefined) {
      current = undefined;
    } else if (current?.han === han) {
      current.text += ch;
    } else {
      runs.push((current = { han, text: ch }));
    }
  }
  return runs;
}

/** Intl.Segmenter's words of a run of Han characters, in order. */
export function wordsOf(han: string): string[] {
  const words: string[] = [];
  for (const s of segmenter.segment(han)) if (s.isWordLike) words.push(s.segment);
  return words;
}

export const chars = (text: string): string[] => Array.from(text);

/** The overlapping `n`-character pieces of a run (the run itself when shorter). */
export function grams(han: string, n: number): string[] {
  const c = chars(han);
  if (c.length <= n) return [han];
  return Array.from({ length: c.length - n + 1 }, (_, i) => c.slice(i, i + n).join(''));
}

/** The tokens of a text field. */
export function textTokens(text: string): string[] {
  const out: string[] = [];
  for (const run of runsOf(normalize(text))) {
    if (!run.han) {
      out.push(run.text.slice(0, MAX_WORD));
      continue;
    }
    const c = chars(run.text);
    for (let i = 0; i + 1 < c.length; i++) {
      out.push(c[i]! + c[i + 1]!);
      if (i + 2 < c.length) out.push(c[i]! + c[i + 1]! + c[i + 2]!);
    }
    out.push(c[c.length - 1]!);
  }
  return out;
}

/**
 * Marks a name's whole key among its tokens (U+E000, private use: a token character to FTS5 and
 * never left in a query), so an exact match is one token lookup, apart from the words in names.
 */
export const wholeKey = (key: string) => `\uE000${key}`;

/** Only the letters, digits and Han characters of a name: 2 型糖尿病 → 2型糖尿病. */
export function compact(text: string): string {
  return runsOf(normalize(text))
    .map((r) => r.text)
    .join('');
}

/** Full pinyin and initials of a compact name with Han characters (ü typed as v). */
function pinyinOf(name: string): string[] {
  if (!HAN.test(name)) return [];
  const full = pinyin(name, { toneType: 'none', type: 'array', v: true }).join('');
  const initials = pinyin(name, { pattern: 'first', toneType: 'none', type: 'array', v: true });
  return [full, initials.join('')];
}

/**
 * Keys of a title or name: the whole of it, its pinyin and initials (exact matches and
 * type-ahead), and the same for each word of two or more Han characters in it, so 2 型糖尿病
 * answers tnb and 青禾县人民医院 answers yy.
 */
export function nameKeys(name: string): { whole: string[]; parts: string[] } {
  const whole = compact(name).slice(0, MAX_WORD * 2);
  if (!whole) return { whole: [], parts: [] };
  const parts: string[] = [];
  for (const run of runsOf(whole)) {
    if (!run.han) continue;
    for (const word of wordsOf(run.text)) {
      if (chars(word).length >= 2 && word !== whole) parts.push(word, ...pinyinOf(word));
    }
  }
  return { whole: [...new Set([whole, ...pinyinOf(whole)])], parts: [...new Set(parts)] };
}

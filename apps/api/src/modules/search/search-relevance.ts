import { SEARCH_TYPE_LABELS, type SearchEmergency, type SearchType } from '@portal/contract';
import { pairsOf, type ParsedQuery } from './query.js';
import type { CandidateRow, MatchRow } from './search.repository.js';
import { typeRank } from './search-types.js';
import { chars, normalize } from './tokens.js';

/**
 * Relevance for the search page, computed here in TypeScript over the candidates the engine
 * found (search.repository.ts, candidates), so SQLite and PostgreSQL order results the same
 * way: FTS5's bm25() and ts_rank differ in formula, and neither knows the 症状 section.
 * BM25F: each word's frequency in a field, normalized by the field's length against the
 * candidates' average, weighted by field (names over 症状 over the rest of the body), summed,
 * saturated, and weighted by how rare the word is among the candidates, so a query of several
 * words ranks first what covers most of its specific words, and no single word is required.
 * The document's own weight (conditions above articles, set at indexing) multiplies it.
 */

const K1 = 1.2;
/** A query of several things reads as a complaint: conditions come before articles on it. */
const SYMPTOM_LIFT = 3;
const IDF_SHARE = 0.2;
const PAIR_SHARE = 0.5;
interface Field {
  weight: number;
  /** How much a longer field's count is discounted (0: not at all). */
  b: number;
}
const FIELDS = {
  head: { weight: 6, b: 0.3 },
  focus: { weight: 10, b: 0.5 },
  body: { weight: 1, b: 0.75 },
} satisfies Record<string, Field>;
type FieldName = keyof typeof FIELDS;

/**
 * normalize() costs most of a query over a few hundred bodies. The query's words are letters and
 * digits, so only full-width ones (ＣＴ, ２型) change what they match; full-width punctuation
 * (，：), in nearly every body, does not.
 */
const fold = (text: string) =>
  /[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/.test(text) ? normalize(text) : text.toLowerCase();

function occurrences(text: string, word: string): number {
  let n = 0;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) n++;
  return n;
}

export interface Scored {
  row: CandidateRow;
  score: number;
  /** The query's words the document has, anywhere. */
  found: Set<string>;
  exact: boolean;
}

interface Prepared {
  row: CandidateRow;
  texts: Record<FieldName, string>;
  counts: Record<FieldName, Map<string, number>>;
}

function prepare(row: CandidateRow, words: string[]): Prepared {
  const names = JSON.parse(row.names) as string[];
  const texts = {
    // The category and the type's name as the index has them (感冒药 → 感冒 + 药品).
    head: fold([row.title, ...names, row.category, SEARCH_TYPE_LABELS[row.type]].join(' ')),
    focus: fold(row.focus),
    body: fold(row.body),
  };
  const counts = { head: new Map(), focus: new Map(), body: new Map() } as Prepared['counts'];
  for (const field of Object.keys(FIELDS) as FieldName[]) {
    for (const w of words) {
      const n = occurrences(texts[field], w);
      if (n > 0) counts[field].set(w, n);
    }
  }
  return { row, texts, counts };
}

/** The candidates scored and ordered: exact first, then by score, type, newest. */
export function rankByRelevance(rows: CandidateRow[], p: ParsedQuery): Scored[] {
  const pairs = PAIR_SHARE > 0 ? pairsOf(p.key) : [];
  const words = [...new Set([...p.concepts.flat(), ...pairs])];
  const docs = rows.map((r) => prepare(r, words));
  const n = docs.length;
  const average = Object.fromEntries(
    (Object.keys(FIELDS) as FieldName[]).map((f) => {
      const withField = docs.filter((d) => d.texts[f].length > 0);
      const total = withField.reduce((sum, d) => sum + d.texts[f].length, 0);
      return [f, withField.length > 0 ? total / withField.length : 1];
    }),
  ) as Record<FieldName, number>;
  // Rarity among the candidates, softened: the candidates are those that have some of the
  // words, so a word only one of them has is often an aside there (出冷汗 in a rash's page),
  // not the point; at full strength it outweighed the words a description shares with its
  // condition (the development set: top-1 65%, against 70% softened).
  const idf = new Map(
    words.map((w) => {
      const df = docs.filter((d) => Object.values(d.counts).some((c) => c.has(w))).length;
      return [w, 1 + IDF_SHARE * Math.log(1 + (n - df + 0.5) / (df + 0.5))];
    }),
  );
  // Several things, none of them a kind of page (感冒药 → 感冒 + 药品 asks for a drug).
  const labels = Object.values(SEARCH_TYPE_LABELS) as string[];
  const symptoms = p.concepts.length >= 2 && !p.concepts.flat().some((w) => labels.includes(w));
  const scored = docs.map((d): Scored => {
    const found = new Set<string>();
    const wordScore = (w: string) => {
      let tf = 0;
      for (const [f, { weight, b }] of Object.entries(FIELDS) as [FieldName, Field][]) {
        const count = d.counts[f].get(w);
        if (!count) continue;
        const length = d.texts[f].length / average[f];
        tf += (weight * count) / (1 - b + b * length);
      }
      if (tf > 0) found.add(w);
      return (idf.get(w)! * tf) / (K1 + tf);
    };
    // A concept counts once, by its best word; covering more of them counts more again.
    let score = 0;
    let covered = 0;
    for (const concept of p.concepts) {
      const best = Math.max(...concept.map(wordScore));
      score += best;
      if (best > 0) covered++;
    }
    score *= covered / Math.max(1, p.concepts.length);
    for (const pair of pairs) score += PAIR_SHARE * wordScore(pair);
    const weight = d.row.rank_weight * (symptoms && d.row.type === 'condition' ? SYMPTOM_LIFT : 1);
    const exact = d.row.exact_keys.includes(`|${p.key}|`);
    return { row: d.row, score: score * weight, found, exact };
  });
  return scored.sort(
    (a, b) =>
      Number(b.exact) - Number(a.exact) ||
      b.score - a.score ||
      typeRank(a.row.type as SearchType) - typeRank(b.row.type as SearchType) ||
      b.row.seq - a.row.seq,
  );
}

/** True when the document has every word of some reading of the query. */
export function hasEveryWord(s: Scored, p: ParsedQuery): boolean {
  return s.exact || p.alternatives.some((terms) => terms.every((t) => s.found.has(t.text)));
}

export const asMatchRows = (list: Scored[]): MatchRow[] =>
  list.map(({ row }) => ({ key: row.key, seq: row.seq, type: row.type }));

/** The emergency advice comes from one of the first few results only. */
const EMERGENCY_WITHIN = 3;
/**
 * A sign a page lists for another condition's emergency is followed by its name: a diabetic's
 * chest pain （见冠心病）, a cataract patient's sudden blindness with a weak arm （见脑卒中）. The
 * reader is told to call 120 either way; search counts such a sign as that condition's.
 */
const ANOTHER_CONDITIONS = /（见[^）]+）/u;

/** One word shared with a long list (头晕, 心慌, 突然) is not a description of an emergency. */
const SIGNS_NEEDED = 2;

/**
 * How many of the query's things (a phrase and what it means count once, query.ts) the
 * condition's own 120 signs have, by a word of two characters or more that is not one of its
 * names: looking a condition up is not describing an emergency, and every condition has such
 * a list, so a name alone would put 120 above every search for 感冒. Zero when fewer than
 * SIGNS_NEEDED of them, unless the query says only one thing (胸痛).
 */
function signsDescribed(row: CandidateRow, p: ParsedQuery): number {
  if (row.type !== 'condition' || !row.emergency) return 0;
  const own = (JSON.parse(row.emergency) as string[]).filter((s) => !ANOTHER_CONDITIONS.test(s));
  if (own.length === 0) return 0;
  const text = normalize(own.join(' '));
  const names = normalize([row.title, ...(JSON.parse(row.names) as string[])].join(' '));
  const described = (w: string) => chars(w).length >= 2 && !names.includes(w) && text.includes(w);
  const n = p.concepts.filter((concept) => concept.some(described)).length;
  return n >= Math.min(SIGNS_NEEDED, p.concepts.length) ? n : 0;
}

/**
 * The 立即拨打 120 signs to show above the results: those of the condition, among the first
 * results, whose own signs the query describes most (the first of them on a tie), so a page
 * that ranks above 脑卒中 for 半边身子发麻 gives way to it unless its own emergency is meant.
 */
export function emergencyOf(list: Scored[], p: ParsedQuery): SearchEmergency | null {
  let best: { row: CandidateRow; signs: number } | null = null;
  for (const s of list.slice(0, EMERGENCY_WITHIN)) {
    const signs = s.score > 0 ? signsDescribed(s.row, p) : 0;
    if (signs > (best?.signs ?? 0)) best = { row: s.row, signs };
  }
  if (!best) return null;
  const { row } = best;
  const advice = JSON.parse(row.emergency!) as string[];
  return { conditionId: row.doc_id, title: row.title, advice, url: row.url };
}

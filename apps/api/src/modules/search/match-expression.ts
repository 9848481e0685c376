import { pairsOf, type ParsedQuery, type Term } from './query.js';
import { lexeme } from './search-sql.js';
import { chars, grams, wholeKey } from './tokens.js';

/**
 * A parsed query in the engines' match syntax: FTS5 MATCH expressions (SQLite) and tsquery
 * text (PostgreSQL) over the same tokens. Every token is quoted, so whatever the user typed
 * (`" * ( ) OR NEAR -`) is text: the syntax comes only from here.
 */
export interface MatchOptions {
  /** Titles, names and their keys only (type-ahead). */
  namesOnly?: boolean;
  /** The last word of each alternative may be the start of a longer one (type-ahead). */
  prefixLast?: boolean;
  /**
   * Every term of an alternative or any one word of `anyOf` (the search page: a query of
   * several words does not need them all; relevance puts those with more of them first).
   */
  anyTerm?: boolean;
}

/**
 * `all`: the documents with every term anywhere. `head`: those with every term in the title,
 * names, keys or category, which are ranked; the rest follow in a stored order.
 */
export interface MatchExpressions {
  all: string;
  head: string;
  /** Those whose title or a name is the query, whole or as pinyin or initials. */
  exact: string;
  /** The parts of `all` one by one: each finds its own candidates for ranking. */
  units: string[];
  /** The query's character pairs, any one: the conditions that share any find candidates. */
  pairs: string | null;
}

interface Syntax {
  token: (text: string) => string;
  prefix: (text: string) => string;
  and: string;
  or: string;
  /** Pinyin and initials are keys of names: where the syntax can say so, only there. */
  pinyin: (text: string) => string;
  head: (expr: string) => string;
  /** The marked whole key among a document's keys. */
  exact: (key: string) => string;
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
const FTS5: Syntax = {
  token: quoted,
  prefix: (text) => `${quoted(text)}*`,
  and: ' AND ',
  or: ' OR ',
  pinyin: (text) => `{title names keys} : ${quoted(text)}*`,
  head: (expr) => `{title names keys category} : (${expr})`,
  exact: (key) => `keys : ${quoted(wholeKey(key))}`,
};

// The head is a column of its own (tsv_head), so its expression is the same text.
const TSQUERY: Syntax = {
  token: lexeme,
  prefix: (text) => `${lexeme(text)}:*`,
  and: ' & ',
  or: ' | ',
  pinyin: (text) => `${lexeme(text)}:*`,
  head: (expr) => expr,
  exact: (key) => lexeme(wholeKey(key)),
};

function term(s: Syntax, t: Term, prefix: boolean): string {
  const length = chars(t.text).length;
  if (!t.han) return prefix ? s.prefix(t.text) : s.token(t.text);
  // One character is the start of a bigram or trigram, or a run's last character.
  if (length === 1) return s.prefix(t.text);
  const pieces = grams(t.text, length === 2 ? 2 : 3);
  return pieces.length === 1 ? s.token(pieces[0]!) : `(${pieces.map(s.token).join(s.and)})`;
}

function parts(s: Syntax, p: ParsedQuery, o: MatchOptions, head: boolean): string[] {
  const groups = [...p.alternatives];
  const signatures = new Set(groups.map((g) => g.map((t) => t.text).join(' ')));
  if (o.anyTerm) groups.push(...p.anyOf.filter((t) => !signatures.has(t.text)).map((t) => [t]));
  const out = groups.map((terms) => {
    const last = terms.length - 1;
    const each = terms.map((t, i) => term(s, t, p.oneChar || (!!o.prefixLast && i === last)));
    return `(${each.join(s.and)})`;
  });
  if (p.pinyin) out.push(head ? s.prefix(p.pinyin) : s.pinyin(p.pinyin));
  return out;
}

function build(s: Syntax, p: ParsedQuery, o: MatchOptions): MatchExpressions {
  // The head ranks names: there every word of a reading must be present.
  const head = s.head(parts(s, p, { ...o, anyTerm: false }, true).join(s.or));
  // A one-character query or a type-ahead looks at names only: there, nothing else counts.
  const units = o.namesOnly || p.oneChar ? [head] : parts(s, p, o, false);
  const pairs = o.namesOnly || p.oneChar || p.pinyin ? [] : pairsOf(p.key);
  return {
    all: units.join(s.or),
    head,
    exact: s.exact(p.key),
    units,
    pairs: pairs.length > 0 ? pairs.map(s.token).join(s.or) : null,
  };
}

export const fts5Match = (p: ParsedQuery, o: MatchOptions = {}) => build(FTS5, p, o);
export const tsQuery = (p: ParsedQuery, o: MatchOptions = {}) => build(TSQUERY, p, o);

/** The expression for documents with this whole key (a name, its pinyin or initials). */
export const exactKey = (postgres: boolean, key: string) => (postgres ? TSQUERY : FTS5).exact(key);

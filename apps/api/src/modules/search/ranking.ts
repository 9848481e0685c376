import type { ParsedQuery } from './query.js';
import type { HeadRow, MatchRow } from './search.repository.js';
import { typeRank } from './search-types.js';
import { coveredLength } from './snippet.js';
import { normalize } from './tokens.js';
import type { SearchType } from '@portal/contract';

/** How much of `text` the query's words cover, 0 to 1: a title that is the query scores 1. */
function coverage(text: string, marks: string[]): number {
  const normalized = normalize(text).replace(/\s+/g, '');
  return normalized ? coveredLength(normalized, marks) / normalized.length : 0;
}

/**
 * The order of the results with every word in the title or names, the same on both engines:
 * exact first (the query is the title or a name, whole or as pinyin or initials), then by how
 * much of the title, a name or a pinyin key the words cover, times the type's and document's
 * weight; ties by type, then newest.
 */
export function rankHeads(rows: HeadRow[], p: ParsedQuery): MatchRow[] {
  const scored = rows.map((r) => {
    const keys = r.exact_keys.split('|').filter(Boolean);
    const names = JSON.parse(r.names) as string[];
    const pinyin = p.pinyin;
    const title = coverage(r.title, p.marks);
    const name = Math.max(0, ...names.map((n) => coverage(n, p.marks)));
    const spoken = pinyin
      ? Math.max(
          0,
          ...keys.filter((k) => k.startsWith(pinyin)).map((k) => pinyin.length / k.length),
        )
      : 0;
    return {
      row: r,
      exact: keys.includes(p.key),
      score: r.rank_weight * (1 + 3 * title + 1.5 * name + 2 * spoken),
    };
  });
  scored.sort(
    (a, b) =>
      Number(b.exact) - Number(a.exact) ||
      b.score - a.score ||
      typeRank(a.row.type as SearchType) - typeRank(b.row.type as SearchType) ||
      b.row.seq - a.row.seq,
  );
  return scored.map(({ row }) => ({ key: row.key, seq: row.seq, type: row.type }));
}

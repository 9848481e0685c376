import { readFileSync } from 'node:fs';
import type { SearchResult } from '@portal/contract';
import { parse } from 'yaml';
import type { Db } from '../../db/database.js';
import { search } from './search.service.js';

/**
 * The development set (symptom-devset.yaml: everyday descriptions written apart from the site's
 * text, each with the condition a doctor would expect) and how search does on it: the test and
 * `npm run bench:search` both use this. A hit: the expected condition (or an `also`) among the
 * first N results of the whole list, whatever their types.
 */
export interface DevEntry {
  q: string;
  expect: string;
  also?: string[];
  emergency?: boolean;
}

/** Issue 28's targets: the expected condition first for 70%, in the top three for 90%. */
export const DEV_TARGETS = { top1: 0.7, top3: 0.9 };
/**
 * The level reached, which the test holds so the ranking cannot slip back unnoticed: top-1
 * 79.4% and top-3 93.6% on both engines, and every emergency with its condition's 120 advice
 * (issue 28's targets met). `otherAdvice` bounds the advice shown for descriptions that are
 * not emergencies (16 of 185, half of them chest pain, palpitations or breathlessness), so
 * showing 120 more freely cannot pass for advising emergencies.
 */
export const DEV_FLOOR = { top1: 0.79, top3: 0.93, emergencyMisses: 0, otherAdvice: 16 };

export function readDevSet(): DevEntry[] {
  return parse(
    readFileSync(new URL('./symptom-devset.yaml', import.meta.url), 'utf8'),
  ) as DevEntry[];
}

/** Where the entry's condition first stands in the list (1-based), or null. */
function rankOf(r: SearchResult, e: DevEntry): number | null {
  const wanted = new Set([e.expect, ...(e.also ?? [])]);
  const at = r.list.findIndex((h) => h.type === 'condition' && wanted.has(h.id));
  return at < 0 ? null : at + 1;
}

export interface DevScore {
  n: number;
  top1: number;
  top3: number;
  /** Entries not first: rank (or -), query → expected, the first three shown. */
  misses: string[];
  /** Emergency entries without their condition's 120 advice. */
  emergencyMisses: string[];
  /** Other entries shown 120 advice: query → the condition whose advice it is. */
  otherAdvice: string[];
}

export async function scoreDevSet(db: Db, entries: DevEntry[]): Promise<DevScore> {
  const score: DevScore = {
    n: entries.length,
    top1: 0,
    top3: 0,
    misses: [],
    emergencyMisses: [],
    otherAdvice: [],
  };
  for (const e of entries) {
    const r = await search(db, { q: e.q, pageNo: 1, pageSize: 10 });
    const rank = rankOf(r, e);
    if (rank === 1) score.top1++;
    if (rank !== null && rank <= 3) score.top3++;
    if (rank !== 1) {
      const shown = r.list.slice(0, 3).map((h) => `${h.type}:${h.id}`);
      score.misses.push(`${rank ?? '-'}  ${e.q} → ${e.expect}  [${shown.join(', ')}]`);
    }
    const advised = r.emergency && [e.expect, ...(e.also ?? [])].includes(r.emergency.conditionId);
    if (e.emergency && !advised) {
      score.emergencyMisses.push(`${e.q} → ${r.emergency?.conditionId ?? '无'}`);
    }
    if (!e.emergency && r.emergency) score.otherAdvice.push(`${e.q} → ${r.emergency.conditionId}`);
  }
  return score;
}

export const percent = (part: number, n: number) => `${((100 * part) / n).toFixed(1)}%`;

import type { SearchType } from '@portal/contract';

/**
 * The order of types where relevance does not decide (results that match in the body only):
 * what most people look for first. Index 0 comes first.
 */
export const TYPE_ORDER: readonly SearchType[] = [
  'condition',
  'drug',
  'hospital',
  'department',
  'article',
  'help',
  'guide',
  'doctor',
  'consult',
];

export const typeRank = (type: SearchType): number => TYPE_ORDER.indexOf(type);
export const typeAt = (rank: number): SearchType => TYPE_ORDER[rank]!;

/**
 * How much each type weighs when types are ranked together: a condition or a drug named by
 * the query is what most people look for; a doctor's page matches many words in passing.
 */
export const TYPE_WEIGHT: Record<SearchType, number> = {
  condition: 3,
  drug: 2.5,
  hospital: 2.5,
  department: 2,
  help: 1.5,
  guide: 1.5,
  article: 1.5,
  doctor: 1.2,
  // An answered question matches many everyday words: below the reference pages it quotes.
  consult: 1,
};

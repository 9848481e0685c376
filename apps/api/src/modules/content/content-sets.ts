import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { DRUG_PATHS, loadDrugs } from '../drugs/drug-content.js';

/**
 * A group of files under content/ that one loader turns into rows (and search documents).
 * `load` replaces everything the set wrote before, inside the transaction it is given, and
 * returns how many items it loaded; bad content throws an Error naming the file and field, so
 * nothing of a bad set is written.
 */
export interface ContentSet {
  name: string;
  /** What operators read in `content status`. */
  title: string;
  /** Files and folders relative to the content root; their bytes make the fingerprint. */
  paths: string[];
  load(trx: Transaction<DB>, root: string): Promise<number>;
}

/** Every set the server loads at start and the CLI reloads, in load order. */
export const CONTENT_SETS: ContentSet[] = [
  { name: 'drugs', title: '药品目录与说明书要点', paths: DRUG_PATHS, load: loadDrugs },
];

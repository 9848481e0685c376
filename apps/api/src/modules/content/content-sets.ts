import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { loadInquiry } from '../inquiry/inquiry.service.js';
import { loadWiki } from '../wiki/wiki-load.js';

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
  {
    name: 'inquiry',
    title: '便民查询（机构、执业人员、价格、接种门诊、急救与 AED、献血点、体检机构、办事指南）',
    paths: ['inquiry'],
    load: loadInquiry,
  },
  {
    name: 'wiki',
    title: '健康百科：疾病、科普文章、图解与音频',
    paths: ['conditions', 'articles', 'media'],
    load: loadWiki,
  },
];

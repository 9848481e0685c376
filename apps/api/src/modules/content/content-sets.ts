import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { loadInquiry } from '../inquiry/inquiry.service.js';
import { loadWiki } from '../wiki/wiki-load.js';
import { DRUG_PATHS, loadDrugs } from '../drugs/drug-content.js';
import { HELP_DIR, loadHelp } from '../help/help.service.js';
import { HOME_FILE } from '../home/home-content.js';
import { loadHome } from '../home/home.service.js';
import { PUBLIC_HEALTH_DIR } from '../public-health/public-health-content.js';
import { loadPublicHealth } from '../public-health/public-health.service.js';
import { SYMPTOMS_FILE, SYNONYMS_FILE, loadSearchWords } from '../search/search.service.js';

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
  { name: 'drugs', title: '药品目录与说明书要点', paths: DRUG_PATHS, load: loadDrugs },
  { name: 'help', title: '帮助中心', paths: [HELP_DIR], load: loadHelp },
  {
    name: 'public-health',
    title: '基本公共卫生服务、免疫程序与公告',
    paths: [PUBLIC_HEALTH_DIR],
    load: loadPublicHealth,
  },
  { name: 'home', title: '首页推荐与当季健康提示', paths: [HOME_FILE], load: loadHome },
  {
    name: 'search',
    title: '搜索同义词与症状口语词表',
    paths: [SYNONYMS_FILE, SYMPTOMS_FILE],
    load: loadSearchWords,
  },
];

import type { Db } from '../../db/database.js';
import { readYaml } from '../../lib/content/content-file.js';
import { onSharedChange } from '../../lib/shared-change.js';
import { ContentError } from '../../lib/content/markdown.js';
import type { Synonym } from './query.js';
import { addWords } from './segmenter.js';
import { listSynonyms, replaceSynonymRows } from './indexing.repository.js';
import { normalize } from './tokens.js';

/** A changed table shows in every process within this long. */
const TTL_MS = 30_000;
export const SYNONYMS_FILE = 'search/synonyms.yaml';
/** The everyday words of complaints (风团, 心慌, 起夜) → the words conditions use: same format. */
export const SYMPTOMS_FILE = 'search/symptoms.yaml';

const cache = new WeakMap<Db, { expires: number; list: Promise<Synonym[]> }>();

/** The synonym table, longest phrase first (so 血压偏高 is replaced before 血压高 could be). */
export function synonymsOf(db: Db): Promise<Synonym[]> {
  const hit = cache.get(db);
  if (hit && hit.expires > Date.now()) return hit.list;
  const list = listSynonyms(db).then((rows) =>
    rows
      .map((r) => ({ phrase: r.phrase, means: JSON.parse(r.means) as string[] }))
      .sort((a, b) => b.phrase.length - a.phrase.length)
      .map((synonym) => {
        // The segmenter keeps a phrase and what it means whole (老慢支, 慢性阻塞性肺疾病).
        addWords([synonym.phrase, ...synonym.means]);
        return synonym;
      }),
  );
  list.catch(() => cache.delete(db));
  cache.set(db, { expires: Date.now() + TTL_MS, list });
  return list;
}

/**
 * content/search/synonyms.yaml and symptoms.yaml, one table: maps from what people say to the
 * words the site uses, e.g. `血压高: [高血压]`, `感冒药: [感冒, 药品]`, `风团: [荨麻疹]`.
 * Refused with the file and the entry on a mistake (a phrase in both files too).
 */
export function readSynonymsFile(root: string): Synonym[] {
  const seen = new Set<string>();
  return [SYNONYMS_FILE, SYMPTOMS_FILE].flatMap((file) => {
    const data = readYaml(root, file);
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      throw new ContentError(file, 0, '须是“说法: [站内用词, …]”的键值表');
    }
    return Object.entries(data as Record<string, unknown>).map(([raw, means]) => {
      const phrase = normalize(raw).trim();
      if (!phrase || phrase.length > 20) {
        throw new ContentError(file, 0, `说法“${raw}”须是 1 到 20 个字`);
      }
      if (seen.has(phrase)) throw new ContentError(file, 0, `说法“${raw}”重复`);
      seen.add(phrase);
      const list = Array.isArray(means) ? means : [means];
      if (list.length === 0 || list.some((m) => typeof m !== 'string' || !m.trim())) {
        throw new ContentError(file, 0, `“${raw}”后面须是站内用词的列表，如 [高血压]`);
      }
      return { phrase, means: list.map((m) => normalize(m as string).trim()) };
    });
  });
}

/** The content set `search`: both files read, checked and made the table; how many phrases. */
export async function loadSearchWords(trx: Db, root: string): Promise<number> {
  const synonyms = readSynonymsFile(root);
  await replaceSynonyms(trx, synonyms);
  return synonyms.length;
}

/** Replaces the synonym table, inside the content load's transaction. */
export async function replaceSynonyms(db: Db, synonyms: Synonym[]): Promise<void> {
  await replaceSynonymRows(
    db,
    synonyms.map((s) => ({ phrase: s.phrase, means: JSON.stringify(s.means) })),
  );
}

/** After the load commits: this process reads the table again at once, others within TTL_MS. */
export function forgetSynonyms(db: Db): void {
  cache.delete(db);
}
onSharedChange(forgetSynonyms);

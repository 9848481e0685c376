import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { ContentSet } from './content-sets.js';
import { findFingerprint, lockSet, saveLoad } from './content.repository.js';

/** SHA-256 over every file's relative path and bytes, in a fixed order. */
export function fingerprint(root: string, paths: string[]): string {
  const hash = createHash('sha256');
  const visit = (rel: string) => {
    const full = join(root, rel);
    if (!existsSync(full)) {
      hash.update(`missing:${rel}\n`);
      return;
    }
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) visit(join(rel, name));
      return;
    }
    hash.update(`${rel}\n`);
    hash.update(readFileSync(full));
  };
  for (const path of [...paths].sort()) visit(path);
  return hash.digest('hex');
}

export interface LoadOutcome {
  name: string;
  title: string;
  /** Items loaded, or undefined when the files had not changed. */
  items?: number;
}

/**
 * Loads each set whose files changed since its last load (all of them with `force`), one
 * transaction per set: a set with bad content throws, naming the file, and keeps what it had.
 */
export async function loadContent(
  db: Db,
  root: string,
  sets: ContentSet[],
  { force = false }: { force?: boolean } = {},
): Promise<LoadOutcome[]> {
  const outcomes: LoadOutcome[] = [];
  for (const set of sets) {
    const print = fingerprint(root, set.paths);
    const items = await db.transaction().execute(async (trx) => {
      await lockSet(trx, set.name);
      if (!force && (await findFingerprint(trx, set.name)) === print) return undefined;
      const count = await set.load(trx, root);
      await saveLoad(trx, { name: set.name, fingerprint: print, items: count, loaded_at: nowIso() });
      return count;
    });
    outcomes.push({ name: set.name, title: set.title, items });
  }
  return outcomes;
}

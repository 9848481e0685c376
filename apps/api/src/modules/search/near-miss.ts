import { pinyin } from 'pinyin-pro';
import type { Db } from '../../db/database.js';
import { chars, compact, normalize } from './tokens.js';

/**
 * 您是不是要找: a condition's or drug's name that the query nearly is. People type with a
 * pinyin input method, so the commonest slip is a word of the same sound (高血鸭, 糖尿并): the
 * query's full pinyin is looked up among the names' keys (indexing.ts keeps every name's full
 * pinyin as a whole key). Otherwise one character off (糖尿痛 → 糖尿病) among condition names,
 * few enough to compare with all of them.
 */

/** Condition names change with content loads: read again after this long. */
const TTL_MS = 60_000;
const MAX_LENGTH = 12;
const names = new WeakMap<Db, { expires: number; list: Promise<string[]> }>();

function conditionNames(db: Db): Promise<string[]> {
  const hit = names.get(db);
  if (hit && hit.expires > Date.now()) return hit.list;
  const list = db
    .selectFrom('search_document')
    .select(['title', 'names'])
    .where('type', '=', 'condition')
    .execute()
    .then((rows) => rows.flatMap((r) => [r.title, ...(JSON.parse(r.names) as string[])]));
  list.catch(() => names.delete(db));
  names.set(db, { expires: Date.now() + TTL_MS, list });
  return list;
}

/** True when `a` becomes `b` by changing, adding or removing one character. */
export function oneEditApart(a: string, b: string): boolean {
  const x = chars(a);
  const y = chars(b);
  if (Math.abs(x.length - y.length) > 1 || a === b) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  const rest = (n: number, m: number) => x.slice(n).join('') === y.slice(m).join('');
  if (x.length === y.length) return rest(i + 1, i + 1);
  return x.length > y.length ? rest(i + 1, i) : rest(i, i + 1);
}

/** Conditions' and drugs' titles and names (JSON) with the query's full pinyin as a whole key. */
export type Named = { title: string; names: string }[];

const fullPinyin = (text: string) =>
  pinyin(text, { toneType: 'none', type: 'array', v: true }).join('');

/**
 * The full pinyin a near miss is looked for by among the names' keys (read with the search's
 * first statement), or null: only a query of 2 to 12 Han characters can be a near miss.
 */
export function soundOf(q: string): string | null {
  const key = compact(q);
  const length = chars(key).length;
  if (length < 2 || length > MAX_LENGTH || !/^\p{Script=Han}+$/u.test(key)) return null;
  return fullPinyin(key);
}

/** A name the query nearly is, or null. `sound`: soundOf(q); `named`: the names found by it. */
export async function nearMiss(
  db: Db,
  q: string,
  sound: string | null,
  named: Named,
): Promise<string | null> {
  if (!sound) return null;
  const key = compact(q);
  for (const row of named) {
    for (const name of [row.title, ...(JSON.parse(row.names) as string[])]) {
      const n = compact(name);
      if (n !== key && fullPinyin(n) === sound) return name;
    }
  }
  if (chars(key).length < 3) return null;
  const close = (await conditionNames(db)).find((n) => oneEditApart(key, compact(normalize(n))));
  return close ?? null;
}

import { readCsv } from '../../lib/content/csv.js';
import { ContentError } from '../../lib/content/markdown.js';
import { fields, type Refs, type RegisterDef } from './inquiry-fields.js';
import { INSTITUTIONS, REGISTERS } from './inquiry-register-defs.js';
import type { EntryRow } from './inquiry.repository.js';

/** Refuses a second row with the same key, naming both lines. */
export function uniqueBy(path: string, rows: { key: string; line: number }[], what: string): void {
  const seen = new Map<string, number>();
  for (const { key, line } of rows) {
    const first = seen.get(key);
    if (first !== undefined) {
      throw new ContentError(path, line, `${what} ${key} 与第 ${first} 行重复`);
    }
    seen.set(key, line);
  }
}

/** One register's file as entry rows, each row checked and no key twice. */
function register(root: string, def: RegisterDef, refs: Refs): EntryRow[] {
  const path = `inquiry/${def.file}`;
  const unique = def.unique ?? { key: (e) => e.id, what: '编号' };
  const entries = readCsv(root, path, def.columns).map((row) => def.read(fields(row), refs));
  uniqueBy(
    path,
    entries.map((e) => ({ key: unique.key(e), line: e.line })),
    unique.what,
  );
  return entries.map((e, seq) => ({
    kind: def.kind,
    id: e.id,
    seq,
    name: e.name,
    institution: e.institution,
    town: e.town,
    category: e.category,
    tags: e.tags?.length ? `|${e.tags.join('|')}|` : '',
    search_text: e.search.join('\n').toLowerCase(),
    data: JSON.stringify(e.data),
  }));
}

/**
 * The seven registers of content/inquiry as rows, every field checked and every reference to an
 * institution or a town resolved against institutions.csv; throws at the first mistake.
 */
export function readRegisters(root: string): EntryRow[] {
  const thisYear = new Date().getFullYear();
  const institutions = register(root, INSTITUTIONS, {
    names: new Set(),
    towns: new Set(),
    thisYear,
  });
  const names = new Set(institutions.map((i) => i.name));
  if (names.size !== institutions.length) {
    throw new ContentError('inquiry/institutions.csv', 0, '有两家机构同名，其他文件无法区分它们');
  }
  const refs: Refs = { names, towns: new Set(institutions.map((i) => i.town!)), thisYear };
  return [...institutions, ...REGISTERS.flatMap((def) => register(root, def, refs))];
}

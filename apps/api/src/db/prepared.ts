import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { DB } from './schema.js';

/**
 * A query whose shape never changes, built and compiled once per database dialect and then run
 * with new values. Kysely builds and compiles a query from scratch on every call, which on the
 * booking hot path (a release crowd refused thousands of times a second) costs more than the
 * indexed read itself.
 *
 * `build` receives placeholders: each named value is a marker string that the compiled query
 * carries as a parameter, replaced by the caller's value on every run. So a placeholder may only
 * be used as a value in the query, never tested or transformed in `build`; a marker that the
 * compiled query does not carry as a parameter is a mistake, refused at the first run.
 */
export function prepared<P extends Record<string, unknown>, O>(
  build: (db: Kysely<DB>, values: P) => Compilable<O>,
): Prepared<P, O> {
  const templates = new WeakMap<object, Template>();

  const compiled = (db: Kysely<DB>, values: P): CompiledQuery<O> => {
    const adapter = db.getExecutor().adapter;
    let template = templates.get(adapter);
    if (!template) {
      template = compileTemplate(build, db, Object.keys(values));
      templates.set(adapter, template);
    }
    const parameters = template.slots.map((slot) =>
      slot.name === undefined ? slot.value : values[slot.name],
    );
    return { ...(template.query as CompiledQuery<O>), parameters };
  };

  const execute = (db: Kysely<DB>, values: P): Promise<QueryResult<O>> =>
    db.executeQuery(compiled(db, values));

  return {
    async all(db, values) {
      return (await execute(db, values)).rows;
    },
    async first(db, values) {
      return (await execute(db, values)).rows[0];
    },
    async affected(db, values) {
      const result = await execute(db, values);
      return Number(result.numAffectedRows ?? 0);
    },
  };
}

export interface Prepared<P, O> {
  all(db: Kysely<DB>, values: P): Promise<O[]>;
  first(db: Kysely<DB>, values: P): Promise<O | undefined>;
  /** Rows changed by an insert, update or delete. */
  affected(db: Kysely<DB>, values: P): Promise<number>;
}

interface Template {
  query: CompiledQuery;
  /** Each parameter of the compiled query: a caller's value by name, or a constant of the shape. */
  slots: { name?: string; value?: unknown }[];
}

const MARK = '\u0000prepared:';

// The SQL of every prepared query, by the statement name PostgreSQL connections know it under.
const statementNames = new Map<string, string>();

/**
 * The name a prepared query's SQL runs under on PostgreSQL (db/database.ts): parsed and planned
 * once per connection rather than on every run. Only these few shapes, index lookups whose plan
 * does not depend on the values, are named; every other query is planned for its own values.
 */
export function statementName(sql: string): string | undefined {
  return statementNames.get(sql);
}

function compileTemplate<P>(
  build: (db: Kysely<DB>, values: P) => Compilable<unknown>,
  db: Kysely<DB>,
  names: string[],
): Template {
  const markers = Object.fromEntries(names.map((name) => [name, `${MARK}${name}`])) as P;
  const query = build(db, markers).compile();
  const slots = query.parameters.map((value) =>
    typeof value === 'string' && value.startsWith(MARK)
      ? { name: value.slice(MARK.length) }
      : { value },
  );
  const carried = new Set(slots.map((slot) => slot.name));
  const lost = names.filter((name) => !carried.has(name));
  if (lost.length > 0 || query.sql.includes(MARK)) {
    throw new Error(
      `prepared query does not carry ${lost.join(', ') || 'a marker'} as a parameter`,
    );
  }
  if (!statementNames.has(query.sql)) {
    statementNames.set(query.sql, `portal_${statementNames.size + 1}`);
  }
  return { query, slots };
}

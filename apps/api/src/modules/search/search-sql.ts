import type { SearchType } from '@portal/contract';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { TYPE_ORDER, typeRank } from './search-types.js';

// What the index writes and the searches share: the engine, quoting, and how rows are keyed.

export const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A tsquery or tsvector lexeme, quoted. */
export const lexeme = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
/** A lexeme no query can make (queries keep letters, digits and Han only): the type filter. */
export const typeLexeme = (type: string) => `type=${type}`;

/**
 * SQLite: the FTS5 rowid is the type's place (first type highest) above the document's seq, so
 * ORDER BY rowid DESC is the fallback order (type, then newest) and a type is a rowid range,
 * both answered by the index itself. PostgreSQL orders by type_rank and seq alike.
 */
export const SEQ_SPAN = 2 ** 32;
export const ftsKey = (rank: number, seq: number) => (TYPE_ORDER.length - rank) * SEQ_SPAN + seq;
export const keyRange = (type: SearchType) => {
  const low = ftsKey(typeRank(type), 0);
  return sql`and rowid between ${low} and ${low + SEQ_SPAN - 1}`;
};

import type { CsvRow } from '../../lib/content/csv.js';
import { SLUG } from '../../lib/content/reader.js';
import type { EntryRow, InquiryKind } from './inquiry.repository.js';

// A landline with its area code (and an extension), a mobile, or a service number (120, 12320).
const PHONE = /^(?:0\d{2,3}-\d{7,8}(?: ?转 ?\d{1,6})?|1\d{10}|1\d{2,4})$/;

/** Typed reads of a row beyond CsvRow's: ids, choices, phones, references. */
export function fields(row: CsvRow) {
  const oneOf = <T extends string>(column: string, values: readonly T[]): T => {
    const value = row.text(column);
    return (values as readonly string[]).includes(value)
      ? (value as T)
      : row.fail(column, `须是 ${values.join('、')} 之一，现在是 ${value}`);
  };
  const matching = (column: string, pattern: RegExp, what: string): string => {
    const value = row.text(column);
    return pattern.test(value) ? value : row.fail(column, `${what}，现在是 ${value}`);
  };
  return {
    ...row,
    oneOf,
    matching,
    id: () => matching('id', SLUG, '只能用小写字母、数字和连字符'),
    phone: () => matching('phone', PHONE, '须是电话号码，如 0999-6623120 或 120'),
    /** A name from institutions.csv, so the lists agree with the register. */
    institution: (column: string, known: ReadonlySet<string>): string => {
      const value = row.text(column);
      return known.has(value) ? value : row.fail(column, `${value} 不在 institutions.csv 里`);
    },
    /** A town some institution of institutions.csv is in. */
    town: (known: ReadonlySet<string>): string => {
      const value = row.text('town', 20);
      return known.has(value) ? value : row.fail('town', `${value} 不是 institutions.csv 里的乡镇`);
    },
  };
}

export type Row = ReturnType<typeof fields>;

/** One register row as read: the entry's columns, its search words and the item the API shows. */
export type Entry = Omit<EntryRow, 'kind' | 'seq' | 'tags' | 'search_text' | 'data'> & {
  line: number;
  tags?: string[];
  search: string[];
  data: unknown;
};

/** What the other registers check against: institutions.csv's names and towns. */
export interface Refs {
  names: ReadonlySet<string>;
  towns: ReadonlySet<string>;
  thisYear: number;
}

/** One CSV file of content/inquiry: its columns and how a row becomes an entry. */
export interface RegisterDef {
  kind: InquiryKind;
  file: string;
  columns: readonly string[];
  read: (row: Row, refs: Refs) => Entry;
  /** The key no two rows may share, and its name in the message; the id unless given. */
  unique?: { key: (e: Entry) => string; what: string };
}

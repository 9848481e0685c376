import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ContentError } from './markdown.js';

export interface CsvRecord {
  /** Line of the record's first character in the file, for messages. */
  line: number;
  fields: string[];
}

/**
 * RFC 4180 records: comma-separated, fields in double quotes may hold commas, line breaks and
 * `""` for a quote. An unclosed quote or text after a closing quote is refused with its line.
 */
export function parseCsv(text: string, file: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const src = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let line = 1;
  let i = 0;
  while (i < src.length) {
    const start = line;
    const fields: string[] = [];
    for (;;) {
      let value = '';
      if (src[i] === '"') {
        const open = line;
        i++;
        for (;;) {
          if (i >= src.length) throw new ContentError(file, open, '引号没有成对出现');
          const c = src[i]!;
          if (c === '"' && src[i + 1] === '"') {
            value += '"';
            i += 2;
          } else if (c === '"') {
            i++;
            break;
          } else {
            if (c === '\n') line++;
            value += c;
            i++;
          }
        }
        if (i < src.length && src[i] !== ',' && src[i] !== '\n') {
          throw new ContentError(file, line, '引号结束后、逗号之前还有文字');
        }
      } else {
        while (i < src.length && src[i] !== ',' && src[i] !== '\n') {
          if (src[i] === '"') {
            throw new ContentError(file, line, '引号只能包住整个字段（字段里的引号请写成 ""）');
          }
          value += src[i++];
        }
      }
      fields.push(value);
      if (src[i] === ',') {
        i++;
        continue;
      }
      break;
    }
    // At a line break or the end of the file.
    i++;
    line++;
    // Blank lines (and the last line break) are not records.
    if (fields.length > 1 || fields[0] !== '') records.push({ line: start, fields });
  }
  return records;
}

/** One row with its fields by column name, refusing bad values with file, line and column. */
export interface CsvRow {
  line: number;
  /** The field, trimmed; empty is refused. */
  text(column: string, max?: number): string;
  /** The field split at `、`, each part trimmed; at least one part. */
  list(column: string): string[];
  /** Refuses the field with a reason an editor can act on. */
  fail(column: string, reason: string): never;
}

/**
 * The rows of a CSV file under the content root whose header row is exactly `columns`, in
 * that order: a renamed, missing or extra column stops the load rather than shifting fields.
 */
export function readCsv(root: string, path: string, columns: readonly string[]): CsvRow[] {
  const file = relative(root, join(root, path));
  const text = readFileSync(join(root, path), 'utf8');
  // Excel saves CSV in the system's code page (GBK on Chinese Windows) unless told otherwise;
  // read as UTF-8 that turns every Chinese character into U+FFFD.
  const broken = text.indexOf('\uFFFD');
  if (broken >= 0) {
    const line = text.slice(0, broken).split('\n').length;
    throw new ContentError(file, line, '文件须是 UTF-8 编码（Excel 里请另存为“CSV UTF-8（逗号分隔）”）');
  }
  const [header, ...records] = parseCsv(text, file);
  const got = header?.fields.map((f) => f.trim()) ?? [];
  if (got.join(',') !== columns.join(',')) {
    throw new ContentError(file, 1, `表头须是 ${columns.join(',')}，现在是 ${got.join(',')}`);
  }
  return records.map(({ line, fields }) => {
    if (fields.length !== columns.length) {
      throw new ContentError(
        file,
        line,
        `应有 ${columns.length} 列，现在有 ${fields.length} 列（含逗号的字段请用双引号括起来）`,
      );
    }
    const fail = (column: string, reason: string): never => {
      const at = columns.indexOf(column);
      throw new ContentError(file, line, `第 ${at + 1} 列 ${column} ${reason}`);
    };
    const text = (column: string, max = 500): string => {
      const at = columns.indexOf(column);
      if (at < 0) throw new Error(`readCsv: ${column} is not a column of ${file}`);
      const value = fields[at]!.trim();
      if (!value) return fail(column, '为空');
      if ([...value].length > max) return fail(column, `超过 ${max} 个字`);
      return value;
    };
    const list = (column: string): string[] => {
      const parts = text(column)
        .split('、')
        .map((p) => p.trim());
      if (parts.some((p) => !p)) fail(column, '用 、 分隔的各项不能为空');
      return parts;
    };
    return { line, text, list, fail };
  });
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv, readCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, and counts lines', () => {
    const text = 'a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n\nlast,\n';
    expect(parseCsv(text, 'f.csv')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['two\nlines', 'z'] },
      { line: 6, fields: ['last', ''] },
    ]);
  });

  it('refuses an unclosed quote, text after a quote and a stray quote, with the line', () => {
    expect(() => parseCsv('a\n"open,b\n', 'f.csv')).toThrow('f.csv 第 2 行：引号没有成对出现');
    expect(() => parseCsv('a\n"x"y,b\n', 'f.csv')).toThrow(/第 2 行：引号结束后/);
    expect(() => parseCsv('a\nx"y,b\n', 'f.csv')).toThrow(/第 2 行：引号只能包住整个字段/);
  });

  it('reads rows by column and refuses a changed header, a short row and GBK bytes', () => {
    const root = mkdtempSync(join(tmpdir(), 'csv-test-'));
    try {
      writeFileSync(join(root, 'a.csv'), 'id,name\nx-1,青禾\nx-2, 南湖 \n');
      const rows = readCsv(root, 'a.csv', ['id', 'name']);
      expect(rows.map((r) => [r.line, r.text('id'), r.text('name')])).toEqual([
        [2, 'x-1', '青禾'],
        [3, 'x-2', '南湖'],
      ]);
      expect(() => readCsv(root, 'a.csv', ['id', 'title'])).toThrow(
        'a.csv 第 1 行：表头须是 id,title，现在是 id,name',
      );
      writeFileSync(join(root, 'b.csv'), 'id,name\nx-1\n');
      expect(() => readCsv(root, 'b.csv', ['id', 'name'])).toThrow(/b\.csv 第 2 行：应有 2 列/);
      // 青禾 in GBK, as Excel on a Chinese Windows saves it by default.
      writeFileSync(join(root, 'c.csv'), Buffer.concat([Buffer.from('id,name\nx-1,'), Buffer.from([0xc7, 0xe0, 0xba, 0xcc])]));
      expect(() => readCsv(root, 'c.csv', ['id', 'name'])).toThrow(/c\.csv 第 2 行：文件须是 UTF-8 编码/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

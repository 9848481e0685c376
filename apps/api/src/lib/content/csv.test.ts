import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';

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
});

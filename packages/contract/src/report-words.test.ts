import { describe, expect, it } from 'vitest';
import { modalityInWords, powersOfTen, powersOfTenSpoken } from './report-words.js';

describe('report words', () => {
  it('names modalities in words, and shows an unknown code as sent', () => {
    expect(
      ['US', 'MR', 'DX', 'CR', 'DR', 'MG', 'NM', 'PT', 'XA', 'ES'].map(modalityInWords),
    ).toEqual([
      '超声',
      '磁共振',
      'X线',
      'X线',
      'X线',
      '乳腺X线（钼靶）',
      '核医学',
      'PET（正电子发射断层扫描）',
      '血管造影',
      '内镜',
    ]);
    expect(modalityInWords('ct')).toBe('CT（计算机断层扫描）');
    expect(modalityInWords('ZZ')).toBe('ZZ');
  });

  it('sets powers of ten as superscripts, and says them for reading aloud', () => {
    expect(powersOfTen('≥10^5 CFU/mL')).toBe('≥10⁵ CFU/mL');
    expect(powersOfTen('1x10^-3，10^+12')).toBe('1x10⁻³，10¹²');
    expect(powersOfTen('<10^4 CFU/mL 杂菌')).toBe('<10⁴ CFU/mL 杂菌');
    expect(powersOfTen('10 万 CFU/mL')).toBe('10 万 CFU/mL');
    expect(powersOfTenSpoken('≥10^5 CFU/mL')).toBe('≥10的5次方 CFU/mL');
  });
});

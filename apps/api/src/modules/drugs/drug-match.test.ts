import { describe, expect, it } from 'vitest';
import { matcher, strengthKey, type CatalogueEntry } from './drug-match.js';

const catalogue: CatalogueEntry[] = [
  {
    id: 'amoxicillin',
    genericName: '阿莫西林',
    brandNames: ['阿莫仙'],
    forms: [
      { form: '胶囊', strengths: ['0.25 g', '0.5 g'] },
      { form: '颗粒', strengths: ['0.125 g'] },
    ],
  },
  {
    id: 'amoxicillin-clavulanate',
    genericName: '阿莫西林克拉维酸钾',
    brandNames: [],
    forms: [{ form: '片剂', strengths: ['0.375 g（2:1）'] }],
  },
  {
    id: 'metformin',
    genericName: '二甲双胍',
    brandNames: ['格华止'],
    forms: [
      { form: '片剂', strengths: ['0.25 g', '0.5 g'] },
      { form: '缓释片', strengths: ['0.5 g'] },
    ],
  },
];

describe('matching a hospital item to the catalogue', () => {
  const match = matcher(catalogue);

  it('compares strengths in one unit, ignoring spaces and bracketed notes', () => {
    expect(strengthKey('0.25 g')).toBe(strengthKey('250mg'));
    expect(strengthKey('0.375 g（2:1）')).toBe(strengthKey('375 mg'));
    expect(strengthKey('0.5 g')).not.toBe(strengthKey('0.25 g'));
    expect(strengthKey('10 ml:400 单位')).toBe(strengthKey('10ml:400单位'));
  });

  it('reads the form and the salt off the name', () => {
    expect(match({ name: '阿莫西林胶囊', strength: '500mg' })).toEqual({
      matched: { drugId: 'amoxicillin', form: '胶囊', strength: '0.5 g' },
    });
    expect(match({ name: '盐酸二甲双胍缓释片', strength: '0.5g' })).toEqual({
      matched: { drugId: 'metformin', form: '缓释片', strength: '0.5 g' },
    });
    // 片 names 片剂; the longer name wins over 阿莫西林.
    expect(match({ name: '阿莫西林克拉维酸钾片', strength: '0.375 g' })).toEqual({
      matched: { drugId: 'amoxicillin-clavulanate', form: '片剂', strength: '0.375 g（2:1）' },
    });
    expect(match({ name: '格华止', form: '片剂', strength: '0.25 g' })).toMatchObject({
      matched: { drugId: 'metformin', form: '片剂' },
    });
  });

  it('says why an item does not match', () => {
    expect(match({ name: '神奇康复丸', strength: '9 g' })).toEqual({
      reason: '目录中没有这个药品名称',
    });
    expect(match({ name: '阿莫西林胶囊', strength: '0.3 g' })).toEqual({
      reason: '规格“0.3 g”不在目录中阿莫西林的规格里',
    });
    expect(match({ name: '二甲双胍注射液', strength: '0.5 g' })).toEqual({
      reason: '剂型“注射液”不在目录中二甲双胍的剂型里',
    });
  });
});

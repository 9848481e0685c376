import { describe, expect, it } from 'vitest';
import type { Vaccine } from '@portal/contract';
import { dosesInWords } from './immunization-table';

const AGES = ['出生时', '1 月龄', '6 月龄', '8 月龄', '2 岁', '6 岁', '13 岁'];

const vaccine = (doses: Vaccine['doses']): Vaccine => ({
  disease: '',
  name: '',
  abbr: '',
  route: '肌内注射',
  doses,
  note: null,
});

describe('dosesInWords', () => {
  it('lists the ages youngest first, whatever order the doses came in', () => {
    expect(dosesInWords(vaccine({ '6 月龄': [3], 出生时: [1], '1 月龄': [2] }), AGES)).toBe(
      '共 3 剂：出生时、1 月龄、6 月龄',
    );
  });

  it('counts two doses at one age and says so beside the age (HPV at 13 岁)', () => {
    expect(dosesInWords(vaccine({ '13 岁': [1, 2] }), AGES)).toBe('共 2 剂：13 岁（2 剂）');
    expect(dosesInWords(vaccine({ '8 月龄': [1, 2], '2 岁': [3], '6 岁': [4] }), AGES)).toBe(
      '共 4 剂：8 月龄（2 剂）、2 岁、6 岁',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { isPhoneLike, mask, maskIdNumber, maskInText, maskName, maskPhone } from './mask.js';

describe('masking', () => {
  it('keeps the first 3 and last 4 digits of a mobile number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(mask('13812345678')).toBe('138****5678');
    expect(mask('138 1234 5678')).toBe('138****5678');
  });

  it('treats landlines as phones', () => {
    expect(isPhoneLike('0571-88886666')).toBe(true);
    expect(mask('0571-88886666')).toBe('057*****6666');
  });

  it('keeps the first 3 and last 4 characters of an ID number', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('110***********002X');
    expect(mask('11010519491231002X')).toBe('110***********002X');
  });

  it('keeps the edges of other values', () => {
    expect(mask('张三')).toBe('张*');
    expect(mask('欧阳娜娜')).toBe('欧**娜');
    expect(mask('A')).toBe('*');
    expect(mask('user_name')).toBe('u*******e');
  });

  it('keeps only the surname of a person’s name', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('张三丰')).toBe('张**');
    expect(maskName(' 欧阳娜娜 ')).toBe('欧***');
    expect(maskName('张')).toBe('*');
  });

  it('answers empty for empty values', () => {
    expect(mask('')).toBe('');
    expect(mask(null)).toBe('');
    expect(mask(undefined)).toBe('');
  });

  it('masks numbers inside free text without touching other digits', () => {
    expect(maskInText('/api/x?phone=13812345678&id=11010519491231002X&n=123')).toBe(
      '/api/x?phone=138****5678&id=110***********002X&n=123',
    );
  });
});

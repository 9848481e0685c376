import { describe, expect, it } from 'vitest';
import { testIdNumber } from '../test/accounts.js';
import { contactProblem, normaliseForScreening } from './text-screen.js';

describe('normaliseForScreening', () => {
  it('undoes the usual evasions: spaces and punctuation inside, full width, traditional', () => {
    expect(normaliseForScreening('垃 圾')).toBe('垃圾');
    expect(normaliseForScreening('垃-圾，垃☆圾')).toBe('垃圾垃圾');
    expect(normaliseForScreening('ＳＢ医生')).toBe('sb医生');
    expect(normaliseForScreening('收紅包')).toBe('收红包');
    expect(normaliseForScreening('醫\u200b院')).toBe('医院');
  });
});

describe('contactProblem', () => {
  it('names a mobile number, also written with spaces, dashes or full-width digits', () => {
    for (const text of [
      '有事打13800138000',
      '电话 138 0013 8000 找我',
      '138-0013-8000',
      '１３８００１３８０００',
    ]) {
      expect(contactProblem(text), text).toBe(
        '内容中有电话号码（138****8000），为保护个人信息请删除后再提交',
      );
    }
    expect(contactProblem('座机0999-6612345')).toContain('电话号码');
  });

  it('names a valid ID number and leaves other long numbers alone', () => {
    const id = testIdNumber();
    expect(contactProblem(`我的身份证${id}`)).toContain('身份证号码');
    expect(contactProblem('排队等了 2 个小时，挂号费 15 元')).toBeUndefined();
    expect(contactProblem('2026-11-20 上午 8:30 就诊')).toBeUndefined();
  });

  it('names links: http(s), www. and a bare domain', () => {
    expect(contactProblem('看 https://x.example/a')).toContain('https://');
    expect(contactProblem('上 www.haoyisheng 查')).toContain('www.');
    expect(contactProblem('详见abc.com')).toContain('abc.com');
    expect(contactProblem('详见ａｂｃ。ｃｏｍ')).toContain('abc.com');
    expect(contactProblem('医生很耐心，讲得很清楚。下次还来')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_RULES, bookingRulesInWords } from './booking-rules.js';

describe('booking rules in words', () => {
  it('states the defaults of domain-rules.md', () => {
    const words = bookingRulesInWords(DEFAULT_BOOKING_RULES).join('\n');
    expect(words).toContain('每天 08:00 放出第 7 天的号源');
    expect(words).toContain('每天最多 2 个，待就诊的预约最多 4 个，30 天内最多预约 8 次');
    expect(words).toContain('就诊前一天 18:00 前可免费取消');
    expect(words).toContain('180 天内爽约 3 次，网上预约暂停 90 天');
    expect(words).toContain('每人最多同时候补 2 个');
  });

  it('follows a hospital that changed its numbers', () => {
    const words = bookingRulesInWords({
      ...DEFAULT_BOOKING_RULES,
      releaseTime: '15:00',
      windowDays: 14,
      cancelCutoffTime: '12:00',
    });
    expect(words[0]).toBe('每天 15:00 放出第 14 天的号源；当天的号在该时段开始时停止预约。');
    expect(words[2]).toContain('就诊前一天 12:00 前');
  });
});

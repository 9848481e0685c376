import { describe, expect, it } from 'vitest';
import { addDays, chinaDateTime, chinaDateTimeFull, chinaToday, dayLabel } from './china-date';

describe('China dates', () => {
  it('take today in Beijing, not in the visitor’s zone', () => {
    // 2026-11-23 17:30 UTC is already the 24th in Beijing.
    expect(chinaToday(new Date('2026-11-23T17:30:00Z'))).toBe('2026-11-24');
    expect(chinaToday(new Date('2026-11-23T15:30:00Z'))).toBe('2026-11-23');
  });

  it('add days across month and year ends', () => {
    expect(addDays('2026-11-28', 7)).toBe('2026-12-05');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('label a day and an instant in Chinese', () => {
    expect(dayLabel('2026-11-24')).toBe('11月24日 周二');
    expect(chinaDateTime('2026-11-24T00:00:00Z')).toBe('11月24日 08:00');
    expect(chinaDateTimeFull('2026-12-31T16:05:00Z')).toBe('2027-01-01 00:05');
  });
});

import { describe, expect, it } from 'vitest';
import {
  addDays,
  chinaClock,
  chinaDateTime,
  chinaDateTimeFull,
  chinaToday,
  dayLabel,
} from './china-date';

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
    expect(chinaClock('2026-12-31T16:05:00Z')).toBe('00:05');
  });

  it('keep the precision a hospital sent: a date alone has no time', () => {
    expect(chinaDateTimeFull('2013-04-02')).toBe('2013-04-02');
    // A full time with an offset is converted to Beijing time as before.
    expect(chinaDateTimeFull('2013-05-15T19:32:52+01:00')).toBe('2013-05-16 02:32');
    // A time with no zone is already Beijing time, whatever zone the browser is in.
    expect(chinaDateTimeFull('2013-04-02T09:30')).toBe('2013-04-02 09:30');
    expect(chinaDateTimeFull('2013-04-02T09:30:10.5')).toBe('2013-04-02 09:30');
  });
});

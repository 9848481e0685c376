import { describe, expect, it } from 'vitest';
import type { Schedule } from '@portal/contract';
import { nearRelease } from './get-schedules';

const NOW = Date.parse('2026-11-23T00:00:00Z'); // 08:00 in China, the default release time
const at = (state: Schedule['state'], minutesFromNow: number) =>
  ({ state, releaseAt: new Date(NOW + minutesFromNow * 60_000).toISOString() }) as Schedule;

describe('polling around a release', () => {
  it('polls from two minutes before a release until two minutes after', () => {
    expect(nearRelease([at('not_released', 2)], NOW)).toBe(true);
    expect(nearRelease([at('open', -2)], NOW)).toBe(true);
    expect(nearRelease([at('not_released', 3)], NOW)).toBe(false);
    expect(nearRelease([at('open', -3)], NOW)).toBe(false);
  });

  it('does not poll for schedules whose counts no longer move by the release', () => {
    expect(nearRelease([at('stopped', 0), at('closed', 0)], NOW)).toBe(false);
    expect(nearRelease(undefined, NOW)).toBe(false);
  });
});

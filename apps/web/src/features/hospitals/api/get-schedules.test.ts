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

  it('polls a draw around its window’s start and end and while it is being drawn', () => {
    const drawn = (state: Schedule['state'], startMin: number, endMin: number) =>
      ({
        state,
        releaseAt: new Date(NOW + startMin * 60_000).toISOString(),
        draw: {
          windowStart: new Date(NOW + startMin * 60_000).toISOString(),
          windowEnd: new Date(NOW + endMin * 60_000).toISOString(),
          done: false,
        },
      }) as Schedule;
    expect(nearRelease([drawn('not_released', 1, 6)], NOW)).toBe(true);
    // Entries move no counts: nothing to poll in the middle of a long window.
    expect(nearRelease([drawn('draw_open', -10, 20)], NOW)).toBe(false);
    expect(nearRelease([drawn('draw_open', -4, 1)], NOW)).toBe(true);
    expect(nearRelease([drawn('drawing', -60, -10)], NOW)).toBe(true);
    // After the draw the places left go first come from the window's end.
    expect(
      nearRelease(
        [{ ...drawn('open', -6, -1), draw: { ...drawn('open', -6, -1).draw!, done: true } }],
        NOW,
      ),
    ).toBe(true);
  });

  it('does not poll for schedules whose counts no longer move by the release', () => {
    expect(nearRelease([at('stopped', 0), at('closed', 0)], NOW)).toBe(false);
    expect(nearRelease(undefined, NOW)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { elderTheme, feedbackDurations, standardTheme } from './theme';

describe('themes', () => {
  it('uses the spec durations in standard mode and at least 10 s in elder mode', () => {
    expect(feedbackDurations(false)).toEqual({ message: 3, notification: 4.5 });
    const elder = feedbackDurations(true);
    expect(elder.message).toBeGreaterThanOrEqual(10);
    expect(elder.notification).toBeGreaterThanOrEqual(10);
  });

  it('sets elder sizes: 20 px body, 18 px smallest, 48 px controls', () => {
    expect(elderTheme.token?.fontSize).toBe(20);
    expect(elderTheme.token?.fontSizeSM).toBe(18);
    expect(elderTheme.token?.controlHeight).toBe(48);
  });

  it('replaces antd colours that fail contrast in both modes', () => {
    for (const theme of [standardTheme, elderTheme]) {
      expect(theme.token?.colorPrimary).toBe('#0958d9');
      expect(theme.token?.colorError).toBe('#cf1322');
      expect(theme.token?.colorTextPlaceholder).toBe('#6e6e6e');
    }
  });
});

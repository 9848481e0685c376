import { describe, expect, it } from 'vitest';
import { elderTheme, standardTheme } from './theme';

describe('themes', () => {
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

  it('keeps white text on primary buttons at 4.5:1 under the pointer and when pressed', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const onWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);
    for (const token of ['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive'] as const) {
      expect(onWhite(String(standardTheme.token?.[token]))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

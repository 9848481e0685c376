import type { ThemeConfig } from 'antd';

/**
 * antd's default colours fail WCAG AA contrast (elder-and-a11y.md), so both modes use darker
 * tokens. Elder mode is its own theme (MIIT 适老化): 20 px body text, nothing under 18 px,
 * 48 px controls that `componentSize="large"` turns into 60 px.
 */
const accessibleColours: ThemeConfig['token'] = {
  colorPrimary: '#0958d9',
  // antd derives a lighter hover (#4096ff: 3.0:1 under white text); darker keeps the contrast.
  colorPrimaryHover: '#003eb3',
  colorPrimaryActive: '#002c8c',
  colorLink: '#0958d9',
  colorLinkHover: '#003eb3',
  colorLinkActive: '#002c8c',
  colorError: '#cf1322',
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  colorInfo: '#0958d9',
  colorTextDescription: '#595959',
  colorTextPlaceholder: '#6e6e6e',
  colorTextSecondary: '#595959',
  colorTextTertiary: '#595959',
  colorBorder: '#8c8c8c',
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif",
};

export const standardTheme: ThemeConfig = {
  token: { ...accessibleColours, fontSize: 16, fontSizeSM: 14, lineHeight: 1.6 },
};

export const elderTheme: ThemeConfig = {
  token: {
    ...accessibleColours,
    fontSize: 20,
    fontSizeSM: 18,
    fontSizeLG: 22,
    fontSizeXL: 24,
    fontSizeHeading1: 36,
    fontSizeHeading2: 32,
    fontSizeHeading3: 28,
    fontSizeHeading4: 24,
    fontSizeHeading5: 22,
    lineHeight: 1.6,
    controlHeight: 48,
    controlHeightSM: 44,
    borderRadius: 8,
  },
};

export function themeFor(elderMode: boolean): ThemeConfig {
  return elderMode ? elderTheme : standardTheme;
}

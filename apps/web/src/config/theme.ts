import type { ThemeConfig } from 'antd';
import { MESSAGE_DURATION_MS, NOTIFICATION_DURATION_MS } from './constants';

/**
 * antd's default colours fail WCAG AA contrast (elder-and-a11y.md), so both modes use darker
 * tokens. Elder mode is its own theme (MIIT 适老化): 20 px body text, nothing under 18 px,
 * 48 px controls that `componentSize="large"` turns into 60 px.
 */
const accessibleColours: ThemeConfig['token'] = {
  colorPrimary: '#0958d9',
  colorLink: '#0958d9',
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

/** Elder mode keeps messages at least 10 s (适老化), notifications longer still. */
const ELDER_MESSAGE_MS = 10_000;
const ELDER_NOTIFICATION_MS = 15_000;

/** In seconds, as antd takes them. */
export function feedbackDurations(elderMode: boolean) {
  const ms = elderMode
    ? { message: ELDER_MESSAGE_MS, notification: ELDER_NOTIFICATION_MS }
    : { message: MESSAGE_DURATION_MS, notification: NOTIFICATION_DURATION_MS };
  return { message: ms.message / 1000, notification: ms.notification / 1000 };
}

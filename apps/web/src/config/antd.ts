import type { ConfigProviderProps } from 'antd/es/config-provider';
import zhCN from 'antd/locale/zh_CN';

/** What every antd tree shares, in the app and in component tests alike. */
export const antdBaseConfig = {
  locale: zhCN,
  // antd spaces out two-character labels (退 出), which screen readers then read letter by letter.
  button: { autoInsertSpace: false },
} satisfies ConfigProviderProps;

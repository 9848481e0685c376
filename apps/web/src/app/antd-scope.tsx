import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { PromptHost } from '@/components/prompt-dialog/prompt-host';
import { antdBaseConfig } from '@/config/antd';
import { themeFor } from '@/config/theme';
import { useSession } from '@/lib/session-store';

/**
 * Everything antd needs around the pages that use it: theme and locale following elder mode,
 * the App context (its modal, for confirmations) and the prompt host. Loaded with the first
 * page that uses antd, so the shell and the home page come without it (see antd-scope-loader).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const elderMode = useSession((s) => s.elderMode);
  return (
    <ConfigProvider
      {...antdBaseConfig}
      theme={themeFor(elderMode)}
      componentSize={elderMode ? 'large' : 'middle'}
    >
      <AntApp>
        <PromptHost />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

/** For antd-scope-loader, which keeps this function rather than a component it would render. */
export function wrapInAntdScope(children: ReactNode) {
  return <AntdScope>{children}</AntdScope>;
}

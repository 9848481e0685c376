import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { PromptHost } from '@/components/prompt-dialog/prompt-host';
import { antdBaseConfig } from '@/config/antd';
import { NOTIFICATION_SPACING_PX } from '@/config/constants';
import { feedbackDurations, themeFor } from '@/config/theme';
import { registerFeedback } from '@/lib/feedback';
import { useSession } from '@/lib/session-store';

function FeedbackBridge() {
  const { notification, message } = AntApp.useApp();
  useEffect(() => registerFeedback({ notification, message }), [notification, message]);
  return null;
}

/**
 * Everything antd needs around the pages that use it: theme and locale following elder mode,
 * the App context (message, notification, modal) and the prompt host. Loaded with the first
 * page that uses antd, so the shell and the home page come without it (see antd-scope-loader).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const elderMode = useSession((s) => s.elderMode);
  const durations = feedbackDurations(elderMode);
  return (
    <ConfigProvider
      {...antdBaseConfig}
      theme={themeFor(elderMode)}
      componentSize={elderMode ? 'large' : 'middle'}
    >
      <AntApp
        message={{ duration: durations.message, maxCount: 3 }}
        notification={{
          duration: durations.notification,
          placement: 'topRight',
          top: NOTIFICATION_SPACING_PX,
          showProgress: false,
        }}
      >
        <FeedbackBridge />
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

import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { SiteConfig } from '@portal/contract';
import { PromptHost } from '@/components/prompt-dialog/prompt-dialog';
import { antdBaseConfig } from '@/config/antd';
import { NOTIFICATION_SPACING_PX } from '@/config/constants';
import { feedbackDurations, themeFor } from '@/config/theme';
import { SiteConfigContext } from '@/features/site/api/get-site-config';
import { registerFeedback } from '@/lib/feedback';
import { useSession } from '@/lib/session-store';

function FeedbackBridge() {
  const { notification } = AntApp.useApp();
  useEffect(() => registerFeedback(notification), [notification]);
  return null;
}

/** Theme, locale and feedback follow elder mode from the very first render (no flash). */
export function AppProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  const elderMode = useSession((s) => s.elderMode);
  const durations = feedbackDurations(elderMode);
  return (
    <SiteConfigContext.Provider value={site}>
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
    </SiteConfigContext.Provider>
  );
}

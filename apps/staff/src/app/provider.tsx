import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api';
import './console.css';

dayjs.locale('zh-cn');

/** Operators act on what they see: a 4xx will not change by asking again. */
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status > 0) && failures < 1,
        refetchOnWindowFocus: false,
        staleTime: 15_000,
      },
    },
  });
}

/** People who ask their system for less motion (WCAG 2.3.3) get antd without its animations. */
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** antd in Chinese with a theme whose text meets WCAG AA contrast, and TanStack Query. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <ConfigProvider
      locale={zhCN}
      theme={{
        token: {
          motion: !reducedMotion,
          colorPrimary: '#0958d9',
          // antd derives links from its default blue (#1677ff), 4.1:1 on white; AA needs 4.5.
          colorLink: '#0958d9',
          // The default red (#ff4d4f) is 3.2:1 on white: danger buttons and errors need 4.5.
          colorError: '#cf1322',
          // antd lightens these on hover and press; darker shades keep white text at 4.5:1
          // whatever the pointer rests on (a journey's pointer often does).
          colorPrimaryHover: '#003eb3',
          colorPrimaryActive: '#002c8c',
          colorLinkHover: '#003eb3',
          colorErrorHover: '#a8071a',
          colorErrorActive: '#820014',
          // antd's default secondary text (#00000073) is below 4.5:1 on white.
          colorTextSecondary: '#595959',
          colorTextDescription: '#595959',
          colorTextPlaceholder: '#6b6b6b',
        },
        components: {
          // A table's empty row is drawn in the disabled grey (#00000040, 1.8:1); it is text a
          // person reads (“这一天没有预约”), so it gets the secondary text's AA grey.
          Table: { colorTextDisabled: '#595959' },
        },
      }}
    >
      <AntApp>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

import type { NotificationInstance } from 'antd/es/notification/interface';
import { GENERIC_ERROR_MESSAGE } from '@portal/contract';

/**
 * antd's static notification ignores ConfigProvider (theme, elder sizes), so the app registers
 * the context-aware instance from `App.useApp()` here for code outside React (the HTTP client).
 */
let notificationApi: NotificationInstance | null = null;

export function registerFeedback(notification: NotificationInstance) {
  notificationApi = notification;
}

/** The spec's error notification (section 8): title `Error`, message 接口错误，请稍后再试. */
export function notifyApiError(): void {
  notificationApi?.error({ title: 'Error', description: GENERIC_ERROR_MESSAGE });
}

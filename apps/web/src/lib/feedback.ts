import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { GENERIC_ERROR_MESSAGE } from '@portal/contract';

/**
 * antd's static message/notification ignore ConfigProvider (theme, elder sizes), so the app
 * registers the context-aware instances from `App.useApp()` here for code outside React.
 */
let messageApi: MessageInstance | null = null;
let notificationApi: NotificationInstance | null = null;

export function registerFeedback(message: MessageInstance, notification: NotificationInstance) {
  messageApi = message;
  notificationApi = notification;
}

export function feedbackMessage(): MessageInstance | null {
  return messageApi;
}

/** The spec's error notification (section 8): title `Error`, message 接口错误，请稍后再试. */
export function notifyApiError(): void {
  notificationApi?.error({ title: 'Error', description: GENERIC_ERROR_MESSAGE });
}

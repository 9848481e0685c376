import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { GENERIC_ERROR_MESSAGE } from '@portal/contract';

interface FeedbackApi {
  notification: NotificationInstance;
  message: MessageInstance;
}

/**
 * antd's static notification ignores ConfigProvider (theme, elder sizes), so the app registers
 * the context-aware instances from `App.useApp()` here for code outside React (the HTTP
 * client, the route guard). antd loads only with the first page that needs it: feedback asked
 * for before then waits, and `onFeedbackWanted` is told to load it.
 */
let api: FeedbackApi | null = null;
let pending: ((api: FeedbackApi) => void)[] = [];
let wanted: () => void = () => undefined;

export function registerFeedback(instances: FeedbackApi): () => void {
  api = instances;
  const waiting = pending;
  pending = [];
  waiting.forEach((show) => show(instances));
  return () => {
    if (api === instances) api = null;
  };
}

/** Called by the app with what loads the providers (antd-scope-loader). */
export function onFeedbackWanted(load: () => void) {
  wanted = load;
}

function withFeedback(show: (api: FeedbackApi) => void) {
  if (api) return show(api);
  pending.push(show);
  wanted();
}

/** The spec's error notification (section 8): title `Error`, message 接口错误，请稍后再试. */
export function notifyApiError(): void {
  withFeedback((a) => a.notification.error({ title: 'Error', description: GENERIC_ERROR_MESSAGE }));
}

/** A short error message at the top of the page (a failed single sign-on ticket). */
export function notifyError(text: string): void {
  withFeedback((a) => void a.message.error(text));
}

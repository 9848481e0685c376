import { GENERIC_ERROR_MESSAGE } from '@portal/contract';
import { toast } from './toast';

/** The spec's error notification (section 8): title `Error`, message 接口错误，请稍后再试. */
export function notifyApiError(): void {
  toast.notify('error', 'Error', GENERIC_ERROR_MESSAGE);
}

/** A short error message at the top of the page (a failed single sign-on ticket). */
export function notifyError(text: string): void {
  toast.error(text);
}

import { MESSAGE_DURATION_MS, NOTIFICATION_DURATION_MS } from '@/config/constants';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Messages are one line at the top; notifications have a title and sit at the top right. */
  variant: 'message' | 'notification';
  title?: string;
  text: string;
  /** How long it stays, in ms, unless the person is reading it (hover or focus). */
  duration: number;
}

/** Elder mode keeps messages at least 10 s (适老化), notifications longer still. */
const ELDER_MESSAGE_MS = 10_000;
const ELDER_NOTIFICATION_MS = 15_000;
/** More at once only bury the newest; the oldest go first. */
const MAX_SHOWN = 3;

export function toastDuration(variant: Toast['variant'], elderMode: boolean): number {
  if (variant === 'message') return elderMode ? ELDER_MESSAGE_MS : MESSAGE_DURATION_MS;
  return elderMode ? ELDER_NOTIFICATION_MS : NOTIFICATION_DURATION_MS;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
// Elder mode is read when a toast is raised, so the store needs no import of the session store.
let elderMode = () => document.body.classList.contains('elderMode');

function emit() {
  listeners.forEach((notify) => notify());
}

export function subscribeToasts(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export const currentToasts = (): Toast[] => toasts;

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function raise(kind: ToastKind, variant: Toast['variant'], text: string, title?: string): number {
  const id = nextId++;
  const same = toasts.filter((t) => t.variant === variant);
  const dropped = same.length >= MAX_SHOWN ? same[0]!.id : undefined;
  toasts = [
    ...toasts.filter((t) => t.id !== dropped),
    { id, kind, variant, text, title, duration: toastDuration(variant, elderMode()) },
  ];
  emit();
  return id;
}

/**
 * Short feedback after an action (已保存, 已取消预约) and the spec's notifications (an API error
 * titled `Error`), shown by the Toaster in every layout. Plain DOM and CSS.
 */
export const toast = {
  success: (text: string) => raise('success', 'message', text),
  error: (text: string) => raise('error', 'message', text),
  info: (text: string) => raise('info', 'message', text),
  warning: (text: string) => raise('warning', 'message', text),
  notify: (kind: ToastKind, title: string, text: string) =>
    raise(kind, 'notification', text, title),
};

/** Tests: start empty, and decide elder mode without a document. */
export function resetToasts(isElder?: () => boolean): void {
  toasts = [];
  if (isElder) elderMode = isElder;
  emit();
}

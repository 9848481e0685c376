import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  currentToasts,
  dismissToast,
  subscribeToasts,
  type Toast,
  type ToastKind,
} from '@/lib/toast';
import './toast.css';

const KIND_LABEL: Record<ToastKind, string> = {
  success: '成功',
  error: '错误',
  info: '提示',
  warning: '注意',
};

const KIND_MARK: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i', warning: '!' };

/** One toast: leaves after its time, but not while the pointer or focus is on it (WCAG 2.2.1). */
function ToastItem({ toast }: { toast: Toast }) {
  const [paused, setPaused] = useState(false);
  const left = useRef(toast.duration);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(1000, left.current - (Date.now() - started));
    };
  }, [paused, toast.id]);

  return (
    <div
      className={`toast toast--${toast.kind} toast--${toast.variant}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast__mark" aria-hidden>
        {KIND_MARK[toast.kind]}
      </span>
      <div className="toast__body">
        <span className="visually-hidden">{KIND_LABEL[toast.kind]}：</span>
        {toast.title && <div className="toast__title">{toast.title}</div>}
        <div className="toast__text">{toast.text}</div>
      </div>
      <button type="button" className="toast__close" onClick={() => dismissToast(toast.id)}>
        <span aria-hidden>×</span>
        <span className="visually-hidden">关闭</span>
      </button>
    </div>
  );
}

/** Where messages (top centre) and notifications (top right) appear; in every layout. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  const of = (variant: Toast['variant']) =>
    toasts.filter((t) => t.variant === variant).map((t) => <ToastItem key={t.id} toast={t} />);
  return (
    <>
      <div className="toaster toaster--messages">{of('message')}</div>
      <div className="toaster toaster--notifications">{of('notification')}</div>
    </>
  );
}

import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, dismissToast, resetToasts, toast, toastDuration } from './toast';

afterEach(() => resetToasts(() => false));

describe('toasts', () => {
  it('uses the spec durations in standard mode and at least 10 s in elder mode', () => {
    expect(toastDuration('message', false)).toBe(3000);
    expect(toastDuration('notification', false)).toBe(4500);
    expect(toastDuration('message', true)).toBeGreaterThanOrEqual(10_000);
    expect(toastDuration('notification', true)).toBeGreaterThanOrEqual(10_000);
  });

  it('raises messages and titled notifications, keeping the newest three of each', () => {
    resetToasts(() => true);
    for (const n of [1, 2, 3, 4]) toast.success(`已保存 ${n}`);
    const id = toast.notify('error', 'Error', '接口错误，请稍后再试');
    const shown = currentToasts();
    expect(shown.filter((t) => t.variant === 'message').map((t) => t.text)).toEqual([
      '已保存 2',
      '已保存 3',
      '已保存 4',
    ]);
    expect(shown.find((t) => t.id === id)).toMatchObject({
      title: 'Error',
      kind: 'error',
      duration: 15_000,
    });
    dismissToast(id);
    expect(currentToasts().some((t) => t.id === id)).toBe(false);
  });
});

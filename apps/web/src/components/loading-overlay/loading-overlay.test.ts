import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_FADE_MS } from '@/config/constants';
import { showLoading } from './loading-overlay';

const overlays = () => document.querySelectorAll('.portal-loading');

describe('showLoading', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // Flush any fade still pending so no overlay leaks into the next test.
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('uses the 400 ms fade constant from the spec', () => {
    expect(LOADING_FADE_MS).toBe(400);
  });

  it('shows a full-screen status with the default text and marks the page busy', () => {
    showLoading();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('加载中');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status.style.position).toBe('fixed');
    expect(status.parentElement).toBe(document.body);
    expect(document.body).toHaveAttribute('aria-busy', 'true');
  });

  it('marks the app root busy, not the body holding the status, when there is one', () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.appendChild(root);
    const handle = showLoading();
    const status = screen.getByRole('status');
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(root).not.toContainElement(status);
    expect(document.body).not.toHaveAttribute('aria-busy');
    handle.close();
    vi.advanceTimersByTime(LOADING_FADE_MS);
    expect(root).not.toHaveAttribute('aria-busy');
  });

  it('starts afresh when its element was removed from the page', () => {
    showLoading({ text: '旧' });
    document.body.innerHTML = '';
    const handle = showLoading({ text: '新' });
    expect(screen.getByRole('status')).toHaveTextContent('新');
    expect(document.body).toHaveAttribute('aria-busy', 'true');
    handle.close();
    vi.advanceTimersByTime(LOADING_FADE_MS);
    expect(overlays()).toHaveLength(0);
  });

  it('shows custom text', () => {
    showLoading({ text: '正在提交' });
    expect(screen.getByRole('status')).toHaveTextContent('正在提交');
  });

  it('keeps the element during the fade and removes it after 400 ms', () => {
    const handle = showLoading();
    handle.close();
    const el = screen.getByRole('status');
    expect(el.style.opacity).toBe('0');
    vi.advanceTimersByTime(399);
    expect(el).toBeInTheDocument();
    vi.advanceTimersByTime(1);
    expect(el).not.toBeInTheDocument();
    expect(document.body).not.toHaveAttribute('aria-busy');
  });

  it('ignores a second close', () => {
    const handle = showLoading();
    handle.close();
    handle.close();
    vi.advanceTimersByTime(LOADING_FADE_MS);
    expect(overlays()).toHaveLength(0);
    // A later overlay is not affected by the stale handle.
    const next = showLoading();
    handle.close();
    vi.advanceTimersByTime(LOADING_FADE_MS);
    expect(overlays()).toHaveLength(1);
    next.close();
    vi.advanceTimersByTime(LOADING_FADE_MS);
    expect(overlays()).toHaveLength(0);
  });

  it('reuses the overlay for a second call and fades once both are closed', () => {
    const a = showLoading({ text: '一' });
    const b = showLoading({ text: '二' });
    expect(overlays()).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('二');
    a.close();
    vi.advanceTimersByTime(LOADING_FADE_MS);
    expect(overlays()).toHaveLength(1);
    b.close();
    vi.advanceTimersByTime(LOADING_FADE_MS);
    expect(overlays()).toHaveLength(0);
  });

  it('keeps the overlay when shown again during the fade', () => {
    showLoading().close();
    vi.advanceTimersByTime(200);
    const again = showLoading();
    vi.advanceTimersByTime(LOADING_FADE_MS);
    const el = screen.getByRole('status');
    expect(el.style.opacity).toBe('');
    expect(document.body).toHaveAttribute('aria-busy', 'true');
    again.close();
    vi.advanceTimersByTime(LOADING_FADE_MS);
    expect(el).not.toBeInTheDocument();
  });

  it('covers only the target, restoring its attributes afterwards', () => {
    const target = document.createElement('section');
    target.setAttribute('aria-busy', 'false');
    document.body.appendChild(target);
    const handle = showLoading({ target });
    const el = screen.getByRole('status');
    expect(el.parentElement).toBe(target);
    expect(el.style.position).toBe('absolute');
    expect(target.style.position).toBe('relative');
    expect(target).toHaveAttribute('aria-busy', 'true');
    expect(document.body).not.toHaveAttribute('aria-busy');
    // A page-wide overlay is separate from the target's.
    const page = showLoading();
    expect(overlays()).toHaveLength(2);
    handle.close();
    vi.advanceTimersByTime(LOADING_FADE_MS);
    expect(target.querySelector('.portal-loading')).toBeNull();
    expect(target.style.position).toBe('');
    expect(target).toHaveAttribute('aria-busy', 'false');
    page.close();
  });
});

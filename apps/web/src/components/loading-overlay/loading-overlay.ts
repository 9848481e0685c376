import { LOADING_FADE_MS } from '@/config/constants';

export interface ShowLoadingOptions {
  /** Text under the spinner; defaults to 加载中. */
  text?: string;
  /** Element to cover; defaults to the whole page. */
  target?: HTMLElement;
}

export interface LoadingHandle {
  /** Fades the overlay out and removes it. Safe to call more than once. */
  close(): void;
}

interface Overlay {
  el: HTMLDivElement;
  textEl: HTMLParagraphElement;
  target: HTMLElement;
  /** Gets aria-busy: the target, or the app root for a full-screen overlay. */
  busy: HTMLElement;
  /** Open handles; the overlay only fades when the last one closes. */
  holders: number;
  fadeTimer: ReturnType<typeof setTimeout> | undefined;
  prevAriaBusy: string | null;
  prevPosition: string | undefined;
}

export const DEFAULT_LOADING_TEXT = '加载中';
const STYLE_ID = 'portal-loading-overlay-style';

/** One overlay per target, so nested or concurrent calls never stack spinners. */
const overlays = new Map<HTMLElement, Overlay>();

function ensureStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  // Kept in JS because the overlay is created outside React and must work without app CSS.
  style.textContent = `
.portal-loading{display:flex;flex-direction:column;align-items:center;justify-content:center;
gap:12px;inset:0;z-index:2000;background:rgba(255,255,255,.9);opacity:1;
transition:opacity ${LOADING_FADE_MS}ms ease}
.portal-loading--closing{opacity:0}
.portal-loading__spinner{width:40px;height:40px;border-radius:50%;border:4px solid #8c8c8c;
border-top-color:#0958d9;animation:portal-loading-spin 1s linear infinite}
.portal-loading__text{margin:0;color:#1f1f1f;font-size:inherit}
@keyframes portal-loading-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.portal-loading__spinner{animation-duration:3s}}`;
  document.head.appendChild(style);
}

function createOverlay(target: HTMLElement, fullscreen: boolean): Overlay {
  ensureStyles();
  const el = document.createElement('div');
  el.className = 'portal-loading';
  el.setAttribute('role', 'status');
  el.setAttribute('aria-live', 'polite');
  el.style.position = fullscreen ? 'fixed' : 'absolute';

  const spinner = document.createElement('div');
  spinner.className = 'portal-loading__spinner';
  spinner.setAttribute('aria-hidden', 'true');
  const textEl = document.createElement('p');
  textEl.className = 'portal-loading__text';
  el.append(spinner, textEl);

  // Full screen, mark the app root rather than body: a live region inside an aria-busy
  // subtree may not be announced until the subtree is no longer busy.
  const busy = fullscreen ? (document.getElementById('root') ?? target) : target;
  const overlay: Overlay = {
    el,
    textEl,
    target,
    busy,
    holders: 0,
    fadeTimer: undefined,
    prevAriaBusy: busy.getAttribute('aria-busy'),
    prevPosition: undefined,
  };
  // An absolutely positioned overlay needs a positioned ancestor to cover just the target.
  const position = getComputedStyle(target).position;
  if (!fullscreen && (!position || position === 'static')) {
    overlay.prevPosition = target.style.position;
    target.style.position = 'relative';
  }
  busy.setAttribute('aria-busy', 'true');
  target.appendChild(el);
  return overlay;
}

function removeOverlay(overlay: Overlay): void {
  overlay.el.remove();
  const { target, busy } = overlay;
  if (overlay.prevAriaBusy === null) busy.removeAttribute('aria-busy');
  else busy.setAttribute('aria-busy', overlay.prevAriaBusy);
  if (overlay.prevPosition !== undefined) target.style.position = overlay.prevPosition;
  overlays.delete(target);
}

/**
 * Covers the page (or `target`) with a spinner and a polite status text. A call while an
 * overlay is already shown for the same target reuses it; the overlay fades out once every
 * handle returned so far has been closed.
 */
export function showLoading(options: ShowLoadingOptions = {}): LoadingHandle {
  const target = options.target ?? document.body;
  let overlay = overlays.get(target);
  if (overlay && !overlay.el.isConnected) {
    // Someone replaced the target's content (e.g. a re-render); start afresh.
    if (overlay.fadeTimer !== undefined) clearTimeout(overlay.fadeTimer);
    removeOverlay(overlay);
    overlay = undefined;
  }
  if (!overlay) {
    overlay = createOverlay(target, !options.target);
    overlays.set(target, overlay);
  } else if (overlay.fadeTimer !== undefined) {
    // Shown again mid-fade: keep the element and cancel its removal.
    clearTimeout(overlay.fadeTimer);
    overlay.fadeTimer = undefined;
    overlay.el.classList.remove('portal-loading--closing');
    overlay.el.style.opacity = '';
    overlay.busy.setAttribute('aria-busy', 'true');
  }
  overlay.textEl.textContent = options.text ?? DEFAULT_LOADING_TEXT;
  overlay.holders += 1;

  const current = overlay;
  let closed = false;
  return {
    close() {
      if (closed) return;
      closed = true;
      current.holders -= 1;
      if (current.holders > 0 || overlays.get(current.target) !== current) return;
      current.el.classList.add('portal-loading--closing');
      current.el.style.opacity = '0';
      // The content is no longer busy even while the overlay is still fading.
      current.busy.setAttribute('aria-busy', 'false');
      current.fadeTimer = setTimeout(() => removeOverlay(current), LOADING_FADE_MS);
    },
  };
}

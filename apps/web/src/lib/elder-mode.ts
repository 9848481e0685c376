import { ELDER_MODE_CLASS, ELDER_MODE_COOKIE, hasElderModeCookie } from '@portal/contract';

/**
 * Elder mode (长辈版) lives in three places that must agree: the `elderMode` class (CSS), a
 * cookie (read by the server, which sends index.html already in elder mode, so a reload paints
 * it first time with no flash) and the session store flag.
 */
const ONE_YEAR_S = 365 * 24 * 3600;

export function readElderCookie(cookie = document.cookie): boolean {
  return hasElderModeCookie(cookie);
}

export function applyElderMode(on: boolean): void {
  document.body.classList.toggle(ELDER_MODE_CLASS, on);
  document.documentElement.classList.toggle(ELDER_MODE_CLASS, on);
  document.cookie = on
    ? `${ELDER_MODE_COOKIE}=1; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`
    : `${ELDER_MODE_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/**
 * Elder mode (长辈版) lives in three places that must agree: the `elderMode` body class (CSS),
 * a cookie (read by public/boot.js before first paint on reload) and the session store flag.
 */
export const ELDER_COOKIE = 'elder_mode';
export const ELDER_CLASS = 'elderMode';
const ONE_YEAR_S = 365 * 24 * 3600;

export function readElderCookie(cookie = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim() === `${ELDER_COOKIE}=1`);
}

export function applyElderMode(on: boolean): void {
  document.body.classList.toggle(ELDER_CLASS, on);
  document.documentElement.classList.toggle(ELDER_CLASS, on);
  document.cookie = on
    ? `${ELDER_COOKIE}=1; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`
    : `${ELDER_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

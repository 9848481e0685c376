// Elder mode (长辈版) is marked by a cookie the server reads to send index.html already in that
// mode, and by a class on <html> and <body> that the styles key on.
export const ELDER_MODE_COOKIE = 'elder_mode';
export const ELDER_MODE_CLASS = 'elderMode';

export function hasElderModeCookie(cookieHeader: string | undefined | null): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${ELDER_MODE_COOKIE}=1`);
}

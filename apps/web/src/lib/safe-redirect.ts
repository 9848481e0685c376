const FALLBACK = '/home';
const PROBE_ORIGIN = 'https://portal.invalid';
// Control characters and backslashes: browsers strip the former and read `\` as `/`, either of
// which can turn a harmless-looking path into another origin (`/\evil.com`, `/\t/evil.com`).
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || value[i] === '\\') return true;
  }
  return false;
}

/**
 * The `redirect` query parameter of /login is chosen by whoever wrote the link, so only a path
 * inside this site is followed; anything else (another origin, a scheme, /login itself) goes home.
 */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return FALLBACK;
  if (hasUnsafeCharacter(value)) return FALLBACK;
  let parsed: URL;
  try {
    parsed = new URL(value, PROBE_ORIGIN);
  } catch {
    return FALLBACK;
  }
  if (parsed.origin !== PROBE_ORIGIN) return FALLBACK;
  if (/^\/login\/?$/i.test(parsed.pathname)) return FALLBACK;
  return value;
}

/**
 * Resolves a user's HEAD_PHOTO to an image URL (spec section 3): values that already carry
 * an http(s) address are used as is; relative paths are served from the site base address.
 */
export function headPhotoUrl(
  path: string | null | undefined,
  base: string = window.location.origin,
): string | undefined {
  const p = path?.trim();
  if (!p) return undefined;
  if (p.includes('http')) return p;
  // Join with exactly one slash whatever the base and path bring.
  return `${base.replace(/\/+$/, '')}/${p.replace(/^\/+/, '')}`;
}

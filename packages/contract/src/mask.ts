/**
 * Masking shared by the API (responses, logs) and the web client (display).
 * Phones keep the first 3 and last 4 digits; mainland ID numbers keep the first 3 and last 4
 * characters (api-contract.md); anything else keeps one character at each edge.
 */
const MOBILE = /^1[3-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}-?\d{7,8}$/;
const MAINLAND_ID = /^\d{17}[\dXx]$/;

function stars(n: number): string {
  return '*'.repeat(Math.max(n, 1));
}

function keepEdges(value: string, head: number, tail: number): string {
  const chars = Array.from(value);
  if (chars.length <= head + tail) {
    // Too short to keep both edges and still hide something: hide all but the first.
    return chars.length <= 1 ? stars(1) : chars[0] + stars(chars.length - 1);
  }
  return (
    chars.slice(0, head).join('') +
    stars(chars.length - head - tail) +
    chars.slice(chars.length - tail).join('')
  );
}

export function isPhoneLike(value: string): boolean {
  const compact = value.replace(/[\s-]/g, '');
  return MOBILE.test(compact) || LANDLINE.test(value.trim()) || /^\+?86 ?1[3-9]\d{9}$/.test(value);
}

export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return keepEdges(digits, 3, 4);
}

export function maskIdNumber(value: string): string {
  return keepEdges(value.trim(), 3, 4);
}

/** Masks any value: phone-like and ID-like values by their rules, others keeping their edges. */
export function mask(value: string | null | undefined): string {
  if (value == null || value === '') return '';
  const v = String(value);
  if (isPhoneLike(v)) return maskPhone(v);
  if (MAINLAND_ID.test(v.trim())) return maskIdNumber(v);
  const len = Array.from(v).length;
  if (len <= 2) return keepEdges(v, 1, 0);
  return keepEdges(v, 1, 1);
}

/**
 * A person's name shown to others (the desk calling a patient, an evaluation's author):
 * 张三 → 张*, 欧阳娜娜 → 欧***. The surname stays, the rest is hidden.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  return chars.length <= 1 ? stars(1) : chars[0] + stars(chars.length - 1);
}

/** Masks every mobile number and mainland ID number found inside free text (used for logs). */
export function maskInText(text: string): string {
  return text
    .replace(/(?<![\dXx])\d{17}[\dXx](?![\dXx])/g, (m) => maskIdNumber(m))
    .replace(/(?<!\d)1[3-9]\d{9}(?!\d)/g, (m) => maskPhone(m));
}

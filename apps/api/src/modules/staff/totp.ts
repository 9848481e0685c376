import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 as domain-rules.md has it: SHA-1, 6 digits, 30-second steps, one step either side.
 * otpauth rather than otplib: one small package (its only dependency is @noble/hashes) that
 * runs on Node 20, and its `validate` answers with the step's offset, which is what refusing a
 * step already used needs; otplib's current major splits the same work over plugin packages.
 */
const PERIOD_SECONDS = 30;
const WINDOW = 1;
const ISSUER = '12320 工作台';

function totpOf(secret: string, username = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh secret, base32 (160 bits, as RFC 4226 recommends). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/** The step a code is valid for at `now`, or null; the caller refuses a step already used. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code at `now` (the demo accounts' `staff demo-code`, and tests). */
export function totpCode(secret: string, now = Date.now()): string {
  return totpOf(secret).generate({ timestamp: now });
}

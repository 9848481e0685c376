import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

/** A session token or ticket: 32 random bytes, base64url (api-contract.md). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token, ticket or SMS code. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newId(): string {
  return randomUUID();
}

/** A numeric code of `digits` digits, leading zeros allowed. */
export function newNumericCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

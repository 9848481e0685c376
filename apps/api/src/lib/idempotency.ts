import { AppError } from './app-error.js';
import { sha256 } from './tokens.js';

/*
 * One way to make a creating POST safe to retry (booking, constitution saves; the coming
 * consultation asks copy it):
 *
 * 1. The route declares `headers: IdempotencyHeaders` (or `OptionalIdempotencyHeaders`) from
 *    the contract, lists 422 among its responses and hands `request.headers['idempotency-key']`
 *    to the service.
 * 2. The service takes `requestHash(...)` of what the body asks for, in a canonical form (the
 *    fields in a fixed order, normalised as they will be stored), so a retry encoded otherwise
 *    still compares equal.
 * 3. The created row keeps the key, under a unique index on (account, key), and either the hash
 *    or the fields it was taken of. A twin racing the first insert fails on that index.
 * 4. Before creating, and after that unique violation, the service looks the key up; a row
 *    found goes through `assertSameRequest`: the first answer again for the same request, 422
 *    for another one under a reused key (a client bug that must not book or save silently).
 */

/** The fingerprint of what a request asks for, from its canonical parts. */
export function requestHash(...parts: string[]): string {
  return sha256(parts.join('\n'));
}

/**
 * Throws 422 unless the row found under the key was made by the same request. `other` names
 * what the key was already used for, in the words of the flow ('另一笔预约').
 */
export function assertSameRequest(earlier: string | null, hash: string, other: string): void {
  if (earlier !== hash) throw keyUsedFor(other);
}

/** The 422 for a key already used for something else (`other`, as in assertSameRequest). */
export function keyUsedFor(other: string): AppError {
  return new AppError(
    'IDEMPOTENCY_MISMATCH',
    422,
    `该请求编号（Idempotency-Key）已用于${other}，请刷新页面后重新提交`,
  );
}

import { Type, type Static } from '@sinclair/typebox';

/**
 * The Idempotency-Key header of a POST that creates something a retry must not create twice
 * (a booking, a saved test, a consultation ask): the client makes one key per attempt and
 * sends it again with the same body when it retries. The server side is lib/idempotency.ts.
 */
const IdempotencyKey = Type.String({
  title: 'Idempotency-Key 请求头',
  minLength: 1,
  maxLength: 64,
});

/** Required: the request creates something costly to have twice (POST /api/bookings). */
export const IdempotencyHeaders = Type.Object({ 'idempotency-key': IdempotencyKey });
export type IdempotencyHeaders = Static<typeof IdempotencyHeaders>;

/** Optional: without a key every request creates anew, as older clients expect. */
export const OptionalIdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(IdempotencyKey),
});
export type OptionalIdempotencyHeaders = Static<typeof OptionalIdempotencyHeaders>;

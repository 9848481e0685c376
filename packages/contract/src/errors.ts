import { Type, type Static } from '@sinclair/typebox';

/** Every error code the API may answer with; the web client switches on these. */
export const ERROR_CODES = [
  'INVALID_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'IDENTITY_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'BAD_CREDENTIALS',
  'DEVICE_CODE_REQUIRED',
  'LOCKED',
  // Booking and waiting list (api-contract.md, "Our own endpoints, pinned").
  'SLOT_FULL',
  'NOT_RELEASED',
  'CLOSED',
  'DUPLICATE_BOOKING',
  'DAILY_LIMIT',
  'OPEN_LIMIT',
  'MONTHLY_LIMIT',
  'SUSPENDED',
  'IDEMPOTENCY_MISMATCH',
  'CANCEL_DEADLINE_PASSED',
  'NOT_CANCELLABLE',
  'NOT_FULL',
  'WAITLIST_LIMIT',
  'DUPLICATE_WAITLIST',
  // Fair release: one entry per patient per draw; the draw being made (window just ended).
  'DUPLICATE_ENTRY',
  'DRAW_PENDING',
  // Visit evaluations.
  'NOT_COMPLETED',
  'EVALUATION_WINDOW_PASSED',
  'ALREADY_EVALUATED',
  // Consultations: past the open or daily budget (429).
  'CONSULT_LIMIT',
  // Consent to read a family member's records.
  'NO_PHONE_ON_FILE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorBody = Type.Object(
  {
    code: Type.Union(ERROR_CODES.map((c) => Type.Literal(c))),
    message: Type.String({ description: '中文说明，可直接展示给用户' }),
  },
  { $id: 'ErrorBody', additionalProperties: false },
);
export type ErrorBody = Static<typeof ErrorBody>;

import type { ErrorCode } from '@portal/contract';

/** What a client past the per-minute request limit is told (plugins/rate-limit). */
export const RATE_LIMITED_MESSAGE = '请求过于频繁，请稍后再试';

/**
 * The one error type routes throw on purpose. The error handler answers with its status and
 * `{ code, message }`; the message is Chinese because the web client shows it as is.
 *
 * It carries no stack: it is an answer, not a fault (nothing logs a refusal's stack), and a
 * release crowd is refused thousands of times a second, where capturing one cost more than
 * the query that decided the refusal.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
  ) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = 'AppError';
  }
}

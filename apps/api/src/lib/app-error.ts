import type { ErrorCode } from '@portal/contract';

/**
 * The one error type routes throw on purpose. The error handler answers with its status and
 * `{ code, message }`; the message is Chinese because the web client shows it as is.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

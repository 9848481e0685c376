import type { ErrorCode } from '@portal/contract';

/** A 4xx answer: the caller shows `message` where the user acted. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

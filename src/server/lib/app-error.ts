import { errorCodes, type ErrorCode } from '../../shared/errors';

/** The one error type the API throws on purpose; the central handler turns it into JSON. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent as Retry-After (seconds) with a 429 or 503. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = errorCodes[code];
  }
}

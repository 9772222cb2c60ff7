// One closed set of error codes shared by server and web. The server maps each code to an HTTP
// status; the web shows `message` (always pt-BR) in one place (web/lib/api-client.ts).
export const errorCodes = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_CONFIRMED: 403,
  FORBIDDEN: 403,
  CSRF: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  UNPROCESSABLE: 422,
  INSUFFICIENT_CREDITS: 402,
  RATE_LIMITED: 429,
  REGISTRATION_DISABLED: 403,
  INVALID_TOKEN: 400,
  MAINTENANCE: 503,
  PAYMENT_UNAVAILABLE: 503,
  BUSY: 503,
  TIMEOUT: 504,
  UPSTREAM: 502,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

export const genericErrorMessage = 'Ocorreu um erro inesperado. Tente novamente.';

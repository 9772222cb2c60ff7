import type { ApiErrorBody, ErrorCode } from '../../shared/errors';

export const offlineMessage =
  'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
const unreadableMessage = 'O servidor respondeu de forma inesperada. Tente novamente em instantes.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly fields: Record<string, string> | undefined;
  /** True when `message` came from the server (pt-BR, meant for the user), not our fallback. */
  readonly fromServer: boolean;

  constructor(options: {
    status: number;
    code: ErrorCode | null;
    message: string;
    fields?: Record<string, string>;
    fromServer: boolean;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
    this.fromServer = options.fromServer;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body)) {
    return new ApiError({
      status: response.status,
      code: body.error.code ?? null,
      message: body.error.message,
      fields: body.error.fields,
      fromServer: true,
    });
  }
  // A proxy page or an HTML 502 while the API restarts: say so in Portuguese instead of leaking it.
  const message = response.status >= 502 && response.status <= 504 ? offlineMessage : unreadableMessage;
  return new ApiError({ status: response.status, code: null, message, fromServer: false });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError({ status: 0, code: null, message: offlineMessage, fromServer: false });
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
  put: <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, body),
};

/** The text to show for a failed call: the server's own message when it sent one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer) return error.message;
  if (error instanceof ApiError && error.status === 0) return error.message;
  return fallback;
}

import { APIError } from 'better-auth/api';
import { authMessages as m } from '../../../shared/messages/auth';
import { AppError } from '../../lib/app-error';

type Operation = 'login' | 'register' | 'reset' | 'confirm';

const fallback: Record<Operation, AppError> = {
  login: new AppError('BAD_REQUEST', m.loginFailed),
  register: new AppError('BAD_REQUEST', m.registrationFailed),
  reset: new AppError('INVALID_TOKEN', m.resetTokenInvalid),
  confirm: new AppError('INVALID_TOKEN', m.confirmTokenInvalid),
};

/** better-auth's error codes → our codes and the pt-BR texts of SPEC.md section 8, in one place. */
export function toAppError(error: unknown, operation: Operation): AppError {
  if (error instanceof AppError) return error;
  if (!(error instanceof APIError)) throw error;
  const code = (error.body as { code?: string } | undefined)?.code ?? '';
  switch (code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
    case 'USER_NOT_FOUND':
      return operation === 'login'
        ? new AppError('INVALID_CREDENTIALS', m.invalidCredentials)
        : fallback[operation];
    case 'EMAIL_NOT_VERIFIED':
      return new AppError('EMAIL_NOT_CONFIRMED', m.emailNotConfirmed);
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return new AppError('EMAIL_TAKEN', m.emailTaken);
    case 'PASSWORD_TOO_SHORT':
      return new AppError('VALIDATION', m.passwordTooShort, { password: m.passwordTooShort });
    case 'INVALID_EMAIL':
      return new AppError('VALIDATION', m.emailInvalidService, { email: m.emailInvalidService });
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return operation === 'confirm' ? fallback.confirm : fallback.reset;
  }
  if (error.statusCode === 429) return new AppError('RATE_LIMITED', m.tooManyAttempts);
  return fallback[operation];
}

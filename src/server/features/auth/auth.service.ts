import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginInput, RegisterInput, RegisterResponse, Me } from '../../../shared/auth';
import { authMessages as m } from '../../../shared/messages/auth';
import { session, user } from '../../db/schema';
import { returnAddress } from '../../lib/return-address';
import { AppError } from '../../lib/app-error';
import type { Database } from '../../lib/database';
import { forwardSetCookies, toFetchHeaders } from '../../lib/fetch-bridge';
import { getSystemSettings } from '../settings';
import { toAppError } from './auth-errors';
import type { Auth } from './create-auth';
import type { LoginThrottle } from '../../lib/login-throttle';
import { toMe } from './to-me';

export interface AuthDeps {
  auth: Auth;
  db: Database;
  /** ADDRESS_LIMIT_FACTOR: scales the per-address sign-up limit */
  addressLimitFactor?: number;
}

interface HttpContext {
  request: FastifyRequest;
  reply: FastifyReply;
}

async function findUser(db: Database, id: string) {
  const [row] = await db.select().from(user).where(eq(user.id, id));
  if (!row) throw new AppError('INTERNAL', m.registrationFailed);
  return row;
}

export async function registerUser(
  deps: AuthDeps,
  input: RegisterInput,
  http: HttpContext,
): Promise<RegisterResponse> {
  const settings = await getSystemSettings(deps.db);
  if (!settings.registrationEnabled) throw new AppError('REGISTRATION_DISABLED', m.registrationDisabled);
  let result;
  try {
    result = await deps.auth.api.signUpEmail({
      body: { name: input.name, email: input.email.toLowerCase(), password: input.password },
      headers: toFetchHeaders(http.request),
      returnHeaders: true,
    });
  } catch (error) {
    throw toAppError(error, 'register');
  }
  // No token: the account waits for e-mail confirmation (and duplicates look the same, on purpose).
  if (!result.response.token) return { status: 'confirmation_required', message: m.confirmationPending };
  forwardSetCookies(result.headers, http.reply);
  return { status: 'signed_in', user: toMe(await findUser(deps.db, result.response.user.id)) };
}

export async function logInUser(
  deps: AuthDeps & { loginThrottle: LoginThrottle },
  input: LoginInput,
  http: HttpContext,
): Promise<Me> {
  const email = input.email.toLowerCase();
  const ip = http.request.ip;
  await deps.loginThrottle.assertAllowed(ip, email);
  let result;
  try {
    result = await deps.auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: true },
      headers: toFetchHeaders(http.request),
      returnHeaders: true,
    });
  } catch (error) {
    const refused = toAppError(error, 'login');
    if (refused.code === 'INVALID_CREDENTIALS') await deps.loginThrottle.recordFailure(ip, email);
    throw refused;
  }
  const row = await findUser(deps.db, result.response.user.id);
  if (row.role === 'admin' || row.banned) {
    // Back-office accounts sign in at /admin/login only; drop the session just created.
    await deps.db.delete(session).where(eq(session.token, result.response.token));
    await deps.loginThrottle.recordFailure(ip, email);
    throw new AppError('INVALID_CREDENTIALS', m.invalidCredentials);
  }
  await deps.loginThrottle.recordSuccess(ip, email);
  forwardSetCookies(result.headers, http.reply);
  return toMe(row);
}

/** Logs out everywhere ('scope global'): this session and every other session of the user. */
export async function logOutUser(deps: AuthDeps, userId: string | null, http: HttpContext): Promise<void> {
  const headers = toFetchHeaders(http.request);
  try {
    const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
    forwardSetCookies(result.headers, http.reply);
  } catch {
    // No valid session to end: still tell the browser to drop whatever cookie it holds.
    http.reply.clearCookie(sessionCookieName(deps), { path: '/' });
  }
  if (userId) {
    await deps.db.delete(session).where(eq(session.userId, userId));
  }
}

function sessionCookieName(deps: AuthDeps): string {
  return deps.auth.options.advanced?.useSecureCookies ? '__Secure-vtx.session_token' : 'vtx.session_token';
}

export async function requestPasswordReset(
  deps: AuthDeps,
  email: string,
  from: { origin: string | undefined },
): Promise<void> {
  // The link opens where the user asked from, when that address is allowed (return-address.ts).
  const site = returnAddress(from.origin, { publicUrl: String(deps.auth.options.baseURL) });
  try {
    await deps.auth.api.requestPasswordReset({
      body: { email: email.toLowerCase(), redirectTo: `${site}/reset-password` },
    });
  } catch (error) {
    // Whatever happened, the answer must not reveal whether the address has an account.
    if (error instanceof AppError) throw error;
  }
}

export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string },
): Promise<void> {
  try {
    await deps.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (error) {
    throw toAppError(error, 'reset');
  }
}

export async function confirmEmail(deps: AuthDeps, token: string): Promise<boolean> {
  try {
    await deps.auth.api.verifyEmail({ query: { token } });
    return true;
  } catch {
    return false;
  }
}

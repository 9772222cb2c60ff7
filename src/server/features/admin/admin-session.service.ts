import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminIdentity, AdminLoginInput } from '../../../shared/admin';
import { adminMessages as m } from '../../../shared/messages/admin';
import { session, user } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Database } from '../../lib/database';
import { forwardSetCookies, toFetchHeaders } from '../../lib/fetch-bridge';
import { createLoginThrottle } from '../../lib/login-throttle';
import type { AdminAuth } from './admin-auth';
import { recordAdminAction } from './admin-log';

// Stricter than the user door; like it, never per username alone, so failing on purpose from one
// address cannot lock the administrator out of the back office from another.
const loginRules = {
  perAddress: { max: 10, windowSeconds: 15 * 60 },
  perAddressAndAccount: { max: 5, windowSeconds: 15 * 60 },
};

export async function logInAdmin(
  deps: { adminAuth: AdminAuth; db: Database },
  input: AdminLoginInput,
  http: { request: FastifyRequest; reply: FastifyReply },
): Promise<AdminIdentity> {
  const username = input.username.toLowerCase();
  const ip = http.request.ip;
  const throttle = createLoginThrottle({
    db: deps.db,
    name: 'adminLogin',
    rules: loginRules,
    lockedOutMessage: m.loginLockedOut,
  });
  await throttle.assertAllowed(ip, username);

  const refuse = async () => {
    await throttle.recordFailure(ip, username);
    await recordAdminAction(deps.db, { action: 'failed_login', adminId: null, ip, details: { username } });
    return new AppError('INVALID_CREDENTIALS', m.invalidCredentials);
  };
  let result;
  try {
    result = await deps.adminAuth.api.signInUsername({
      body: { username, password: input.password, rememberMe: true },
      headers: toFetchHeaders(http.request),
      returnHeaders: true,
    });
  } catch {
    throw await refuse();
  }
  const signedIn = result.response;
  if (!signedIn) throw await refuse();
  const [row] = await deps.db.select().from(user).where(eq(user.id, signedIn.user.id));
  if (!row || row.role !== 'admin' || row.banned) {
    // A regular account's password is right, but this door is for administrators only.
    await deps.db.delete(session).where(eq(session.token, signedIn.token));
    throw await refuse();
  }
  await throttle.recordSuccess(ip, username);
  forwardSetCookies(result.headers, http.reply);
  await recordAdminAction(deps.db, { action: 'login', adminId: row.id, ip });
  const [created] = await deps.db.select().from(session).where(eq(session.token, signedIn.token));
  return {
    id: row.id,
    username: row.username ?? username,
    expiresAt: (created?.expiresAt ?? new Date()).toISOString(),
  };
}

export async function logOutAdmin(
  deps: { adminAuth: AdminAuth; db: Database },
  adminId: string,
  http: { request: FastifyRequest; reply: FastifyReply },
): Promise<void> {
  const result = await deps.adminAuth.api.signOut({
    headers: toFetchHeaders(http.request),
    returnHeaders: true,
  });
  forwardSetCookies(result.headers, http.reply);
  await recordAdminAction(deps.db, { action: 'logout', adminId, ip: http.request.ip });
}

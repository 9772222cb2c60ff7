import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminMessages as m } from '../../../shared/messages/admin';
import { user, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Database } from '../../lib/database';
import { toFetchHeaders } from '../../lib/fetch-bridge';
import type { Auth } from '../auth';
import { adminSessionSeconds, type AdminAuth } from './admin-auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator, set by the admin guard. */
    adminUser: (UserRow & { sessionExpiresAt: Date }) | null;
  }
}

export interface AdminGuardDeps {
  adminAuth: AdminAuth;
  userAuth: Auth;
  db: Database;
}

export async function loadAdmin(deps: AdminGuardDeps, request: FastifyRequest) {
  const found = await deps.adminAuth.api.getSession({ headers: toFetchHeaders(request) });
  if (!found) return null;
  // Belt and braces: whatever the row says, nothing older than 8 hours opens the back office.
  const ageSeconds = (Date.now() - new Date(found.session.createdAt).getTime()) / 1000;
  if (ageSeconds > adminSessionSeconds) return null;
  const [row] = await deps.db.select().from(user).where(eq(user.id, found.user.id));
  if (!row) return null;
  return { row, expiresAt: new Date(found.session.expiresAt) };
}

/** Guard for /api/admin/*: an admin session, or 401; a user session alone gets 403. */
export function requireAdminSession(deps: AdminGuardDeps) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const found = await loadAdmin(deps, request);
    if (found) {
      if (found.row.role !== 'admin' || found.row.banned) throw new AppError('FORBIDDEN', m.adminOnly);
      request.adminUser = { ...found.row, sessionExpiresAt: found.expiresAt };
      return;
    }
    const userSession = await deps.userAuth.api.getSession({ headers: toFetchHeaders(request) });
    if (userSession) throw new AppError('FORBIDDEN', m.adminOnly);
    throw new AppError('UNAUTHENTICATED', m.sessionRequired);
  };
}

export function currentAdmin(request: FastifyRequest) {
  if (!request.adminUser) throw new AppError('UNAUTHENTICATED', m.sessionRequired);
  return request.adminUser;
}

/** Who made an admin change and from where: what every audited write records in the admin log. */
export function adminActor(request: FastifyRequest): { adminId: string; ip: string } {
  return { adminId: currentAdmin(request).id, ip: request.ip };
}

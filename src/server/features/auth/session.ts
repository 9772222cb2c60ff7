import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { user, type UserRow } from '../../db/schema';
import type { Database } from '../../lib/database';
import { forwardSetCookies, toFetchHeaders } from '../../lib/fetch-bridge';
import { requireSessionUser } from '../../lib/session-user';
import { sessionExpiresInSeconds, sessionUpdateAgeSeconds, type Auth } from './create-auth';
import { settleExpiredLicence } from '../credits';
import type { SessionCache } from './session-cache';

export interface SessionDeps {
  auth: Auth;
  db: Database;
  /** Recently checked sessions; without it every request asks the database. */
  sessionCache?: SessionCache;
}

// better-auth rolls the expiry forward once the session is this old; only its full path does that.
const rollAfterMs = (sessionExpiresInSeconds - sessionUpdateAgeSeconds) * 1000;

/** Reads the user session cookie; forwards a refreshed cookie when better-auth rolls the expiry. */
export async function loadSessionUser(
  deps: SessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UserRow | null> {
  const cache = deps.sessionCache;
  const cookieValue = cache ? request.cookies[await sessionCookieName(deps.auth)] : undefined;
  if (cache && cookieValue) {
    const hit = cache.get(cookieValue);
    if (hit) return settleExpiredLicence(deps.db, hit.user);
  }
  const ticket = cache?.ticket();
  const { headers, response } = await deps.auth.api.getSession({
    headers: toFetchHeaders(request),
    returnHeaders: true,
  });
  forwardSetCookies(headers, reply);
  if (!response) return null;
  const [row] = await deps.db.select().from(user).where(eq(user.id, response.user.id));
  // Administrator accounts live in the back office only; a banned account has no session.
  if (!row || row.role === 'admin' || row.banned) return null;
  const settled = await settleExpiredLicence(deps.db, row);
  if (cache && cookieValue && ticket) {
    const expiresAt = new Date(response.session.expiresAt);
    cache.store(
      cookieValue,
      { user: settled, expiresAt, refreshAt: new Date(expiresAt.getTime() - rollAfterMs) },
      ticket,
    );
  }
  return settled;
}

const cookieNames = new WeakMap<Auth, string>();

/** `vtx.session_token`, or its `__Secure-` form behind HTTPS, as better-auth names it. */
async function sessionCookieName(auth: Auth): Promise<string> {
  let name = cookieNames.get(auth);
  if (!name) {
    name = (await auth.$context).authCookies.sessionToken.name;
    cookieNames.set(auth, name);
  }
  return name;
}

/** Guard for the user routes: the session lookup below, behind the shared session-user guard. */
export function requireUserSession(deps: SessionDeps) {
  return requireSessionUser((request, reply) => loadSessionUser(deps, request, reply));
}

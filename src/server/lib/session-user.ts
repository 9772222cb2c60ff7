import type { FastifyReply, FastifyRequest } from 'fastify';
import { authMessages as m } from '../../shared/messages/auth';
import type { UserRow } from '../db/schema';
import { AppError } from './app-error';

/*
 * The signed-in user of a request, below every feature: routes of any feature read it with
 * `currentUser`, and only the auth feature knows how a session cookie becomes a user (it hands
 * that lookup to `requireSessionUser`). Keeping this here is what lets auth depend on credits and
 * settings without those features depending back on auth.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 401 text for this route when there is no session (default: a generic one). */
    unauthenticatedMessage?: string;
  }
  interface FastifyRequest {
    /** The signed-in (non-admin) user, set by the user-session guard. */
    sessionUser: UserRow | null;
  }
}

/** Finds the user a request's session cookie belongs to, or null. */
export type SessionUserLookup = (request: FastifyRequest, reply: FastifyReply) => Promise<UserRow | null>;

/** Guard for a route group: every route behind it has `request.sessionUser` set, or answers 401. */
export function requireSessionUser(lookup: SessionUserLookup) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const row = await lookup(request, reply);
    if (!row)
      throw new AppError(
        'UNAUTHENTICATED',
        request.routeOptions.config.unauthenticatedMessage ?? m.unauthenticated,
      );
    request.sessionUser = row;
  };
}

/** For handlers behind the guard: the user is there by construction. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.sessionUser) throw new AppError('UNAUTHENTICATED', m.unauthenticated);
  return request.sessionUser;
}

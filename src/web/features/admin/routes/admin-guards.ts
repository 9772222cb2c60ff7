import { sessionGuards } from '../../../lib/session-guards';
import { adminMeQueryOptions } from '../api/get-admin-me';

// Route-group guards (STYLE.md rule 8), like app/guards.ts for users. They sit in routes/ because
// the router loads them eagerly, beside the pages it loads lazily, without the rest of the feature.
const adminGuards = sessionGuards(adminMeQueryOptions, { signedOut: '/admin/login', signedIn: '/admin' });

/** /admin/*: no admin session (or only a user's) → /admin/login. */
export const requireAdmin = adminGuards.require;

/** /admin/login with a live admin session goes straight to the overview. */
export const redirectSignedInAdmin = adminGuards.redirectSignedIn;

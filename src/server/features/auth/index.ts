// The auth feature's public entry: the only file other features and the app wiring may import.
export { authRoutes, meRoutes } from './auth.routes';
export { type Auth, createAuth } from './create-auth';
export { requireUserSession } from './session';
export { createFedSessionCache } from './session-cache-feed';

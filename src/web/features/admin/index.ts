// The admin feature's public surface: the app mounts the layout pieces, guards and routes.
export { AdminNav } from './components/admin-nav';
export { useAdminLogout, useForgetAdminDataAfterLogout } from './api/admin-logout';
export { useAdminMe } from './api/get-admin-me';
export { useAdminSessionWatch } from './lib/use-session-watch';
export { redirectSignedInAdmin, requireAdmin } from './lib/admin-guards';

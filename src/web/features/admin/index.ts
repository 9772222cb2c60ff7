// The admin feature's public surface: the pieces of the back-office frame (app/layouts). The router
// loads the pages and their guards from routes/.
export { AdminNav } from './components/admin-nav';
export { useAdminLogout, useForgetAdminDataAfterLogout } from './api/admin-logout';
export { useAdminMe } from './api/get-admin-me';
export { useAdminSessionWatch } from './lib/use-session-watch';

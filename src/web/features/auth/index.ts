// The auth feature's public surface for the app frame: signing out. The router mounts the pages
// (login, register, password reset) from routes/.
export { useForgetDataAfterLogout, useLogout } from './api/logout';

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

// The server accepts plain paths only (letters, digits, / _ -): anything else (ids in the sandbox
// checkout, odd characters) is not sent, and the back office is not user traffic.
const trackable = /^\/[a-z0-9/_-]{0,100}$/i;

export function shouldTrack(pathname: string): boolean {
  return trackable.test(pathname) && !isAdminPath(pathname) && !pathname.startsWith('/checkout/');
}

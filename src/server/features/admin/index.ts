// The admin feature's public entry: the only file other features and the app wiring may import.
export { createAdminAuth } from './admin-auth';
export { adminLoginRoutes, adminRoutes } from './admin.routes';
export { createAdmin, ensureFirstAdmin, generateAdminPassword } from './create-admin';
export { createStatusMonitor } from './system-status';
export { requireAdminSession } from './admin-guard';

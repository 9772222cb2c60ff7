import type { TestApp } from '../../test/test-app';
import { createAdmin as createAdminAccount } from './create-admin';

export function createAdmin(app: TestApp, username: string, password: string) {
  return createAdminAccount({ auth: app.auth, db: app.db }, { username, password });
}

import pino from 'pino';
import { buildApp, type AppDeps } from '../app';
import { parseEnv, type Env } from '../env';
import { ensureFirstAdmin } from '../features/admin';
import type { DatabaseHandle } from '../lib/database';
import { createTestDatabase, type TestDatabaseKind } from './test-database';

export interface TestApp {
  server: Awaited<ReturnType<typeof buildApp>>['server'];
  auth: Awaited<ReturnType<typeof buildApp>>['auth'];
  routes: Awaited<ReturnType<typeof buildApp>>['routes'];
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  env: Env;
  adminPassword: string;
  close(): Promise<void>;
}

export const testAdminPassword = 'admin-test-password';

/** The real app on a throwaway database, as `npm start` wires it (minus listening on a port). */
export async function createTestApp(
  kind: TestDatabaseKind,
  envOverrides: Record<string, string> = {},
  extra: Partial<Pick<AppDeps, 'cardProvider' | 'analysisProvider' | 'logger'>> = {},
): Promise<TestApp> {
  const env = parseEnv({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', ...envOverrides });
  const database = await createTestDatabase(kind);
  const { server, auth, routes } = await buildApp({
    env,
    database,
    logger: extra.logger ?? pino({ level: 'silent' }),
    authSecret: 'test-secret-test-secret-test-secret-123',
    ...(extra.cardProvider ? { cardProvider: extra.cardProvider } : {}),
    ...(extra.analysisProvider ? { analysisProvider: extra.analysisProvider } : {}),
  });
  await ensureFirstAdmin({ auth, db: database.db }, { password: testAdminPassword });
  await server.ready();
  return {
    server,
    auth,
    routes,
    database,
    db: database.db,
    env,
    adminPassword: testAdminPassword,
    async close() {
      await server.close();
      await database.close();
    },
  };
}

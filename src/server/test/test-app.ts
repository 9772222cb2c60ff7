import pino from 'pino';
import { buildApp, type AppDeps } from '../app';
import { parseEnv, type Env } from '../env';
import { ensureFirstAdmin } from '../features/admin';
import type { DatabaseHandle } from '../lib/database';
import type { ImageStore } from '../lib/image-store';
import { fastPasswordHashing } from './fast-password-hashing';
import { createStubAnalysisProvider, recordedEngineOutput } from './stub-analysis-provider';
import { createTestImageStore } from './test-image-store';
import { createTestDatabase, type TestDatabaseKind } from './test-database';

export interface TestApp {
  server: Awaited<ReturnType<typeof buildApp>>['server'];
  auth: Awaited<ReturnType<typeof buildApp>>['auth'];
  routes: Awaited<ReturnType<typeof buildApp>>['routes'];
  /** Page views are written in batches; a test writes what is pending with `pageViews.flush()`. */
  pageViews: Awaited<ReturnType<typeof buildApp>>['pageViews'];
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  /** Pictures: a files store in a temporary folder of its own, unless the test passes one. */
  images: ImageStore;
  env: Env;
  adminPassword: string;
  close(): Promise<void>;
}

export const testAdminPassword = 'admin-test-password';

/**
 * The real app on a throwaway database, as `npm start` wires it (minus listening on a port), with
 * the stub analysis provider unless the test brings its own (see stub-analysis-provider.ts).
 */
export async function createTestApp(
  kind: TestDatabaseKind,
  envOverrides: Record<string, string> = {},
  extra: Partial<Pick<AppDeps, 'cardProvider' | 'analysisProvider' | 'logger' | 'imageStore'>> & {
    /** 'production' keeps better-auth's scrypt (~120 ms a hash); by default a cheap scrypt. */
    passwordHashing?: 'fast' | 'production';
  } = {},
): Promise<TestApp> {
  const env = parseEnv({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', ...envOverrides });
  // On a fresh clone the first stub answer records the engine output (seconds of OCR): done here,
  // under the hook's timeout, not inside a test's request and its ANALYSIS_TIMEOUT_MS.
  if (!extra.analysisProvider) await recordedEngineOutput();
  const database = await createTestDatabase(kind);
  const images = extra.imageStore ?? createTestImageStore();
  const { server, auth, routes, pageViews } = await buildApp({
    env,
    database,
    imageStore: images,
    logger: extra.logger ?? pino({ level: 'silent' }),
    authSecret: 'test-secret-test-secret-test-secret-123',
    ...(extra.cardProvider ? { cardProvider: extra.cardProvider } : {}),
    analysisProvider: extra.analysisProvider ?? createStubAnalysisProvider(),
    ...(extra.passwordHashing === 'production' ? {} : { passwordHashing: fastPasswordHashing }),
  });
  await ensureFirstAdmin({ auth, db: database.db }, { password: testAdminPassword });
  await server.ready();
  return {
    server,
    auth,
    routes,
    pageViews,
    database,
    db: database.db,
    images,
    env,
    adminPassword: testAdminPassword,
    async close() {
      await server.close();
      await database.close();
      await images.close();
    },
  };
}

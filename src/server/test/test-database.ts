import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../lib/database';
import { pgliteTemplate } from './pglite-template';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * The PostgreSQL server tests may create databases on: TEST_DATABASE_URL, else the local one when
 * it answers (see global-setup.ts). The suites that only make sense on PostgreSQL run on it.
 */
export const testPostgresUrl: string | null = inject('postgresUrl');

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL asks for every API suite to run on both. */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A fresh, migrated database: in-memory PGlite, or a throwaway database on the PostgreSQL server. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle & { url?: string }> {
  if (kind === 'pglite') {
    // Already migrated; migrate() only confirms it (and would apply a migration added meanwhile).
    const handle = await openDatabase({ kind: 'pglite', template: await pgliteTemplate() });
    await handle.migrate();
    return handle;
  }
  const adminUrl = testPostgresUrl;
  if (!adminUrl) throw new Error('No PostgreSQL server for the tests (TEST_DATABASE_URL)');
  const name = `vtx_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Fills a new PGlite data directory with the migrated template: a server started on it skips initdb. */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite', dataDir, template: await pgliteTemplate() });
  await handle.close();
}

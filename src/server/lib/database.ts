import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from '../db/schema';
import {
  listenOnPglite,
  listenOnPostgres,
  type NotificationHandlers,
  type NotificationSubscription,
} from './db-notifications';

export type Schema = typeof schema;
/** One type for both drivers: features never know whether PGlite or PostgreSQL is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or an open transaction: services accept either so callers can compose them. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent; safe when several processes start at once). */
  migrate(): Promise<void>;
  /** Subscribes to a PostgreSQL NOTIFY channel (see db-notifications.ts). */
  listen(channel: string, handlers: NotificationHandlers): Promise<NotificationSubscription>;
  close(): Promise<void>;
  /** PGlite only: its whole data directory as a tar, to start other instances from (tests). */
  dump?(): Promise<Blob>;
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir?: string;
      /** A data directory dumped by PGlite (tar) to start from instead of an empty cluster (tests). */
      template?: Blob;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

const byteaOid = 17;

/*
 * PGlite's own bytea codecs convert byte by byte in JavaScript (one string per byte): ~15 ms of
 * blocked event loop for one 45 kB chart image. Node's hex codec does the same in native code.
 */
function serializeBytea(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('bytea parameter must be a Uint8Array');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

function parseBytea(text: string): Buffer {
  return Buffer.from(text.slice(2), 'hex');
}

// Any constant works; it only has to be the same in every process that may migrate at once.
const migrationLockId = 4_242_001;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    // No dataDir: an in-memory database (tests).
    const client = new PGlite({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.template ? { loadDataDir: target.template } : {}),
      parsers: { [byteaOid]: parseBytea },
      serializers: { [byteaOid]: serializeBytea },
    });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
      listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
      close: () => client.close(),
      dump: async () => client.dumpDataDir('none'),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    async migrate() {
      // The advisory lock is per connection, so lock, migrate and unlock on one dedicated client.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockId]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, handlers) => listenOnPostgres(target.url, channel, handlers),
    close: () => pool.end(),
  };
}

function migrationsFolder(): string {
  // From source the SQL sits in ../db/migrations; the production bundle ships a copy beside itself.
  const candidates = [new URL('./migrations', import.meta.url), new URL('../db/migrations', import.meta.url)];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(`${path}/meta/_journal.json`)) return path;
  }
  throw new Error('Database migrations folder not found');
}

/** Runs raw SQL and returns its rows, whichever driver is underneath (both expose `rows`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

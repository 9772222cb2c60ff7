import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { systemSettings } from '../db/schema';
import type { Database } from './database';

/**
 * AUTH_SECRET signs session cookies. Without it, a random one is generated once and kept in the
 * database, so restarts keep sessions valid and several processes on one PostgreSQL agree on it.
 */
export async function resolveAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(systemSettings)
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, 'auth_secret'));
  if (typeof row?.value !== 'string') throw new Error('Could not store the generated auth secret');
  return row.value;
}

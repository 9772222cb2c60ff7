import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { user } from '../../db/schema';
import type { Database } from '../../lib/database';
import type { Auth } from '../auth';

export class AdminExistsError extends Error {}

export function generateAdminPassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * Creates an administrator through better-auth's own adapter and password hashing, so admins are
 * stored and verified exactly like users (role 'admin', signing in by username).
 */
export async function createAdmin(
  deps: { auth: Auth; db: Database },
  options: { username: string; password: string },
): Promise<{ id: string }> {
  const username = options.username.trim().toLowerCase();
  const [existing] = await deps.db.select({ id: user.id }).from(user).where(eq(user.username, username));
  if (existing) throw new AdminExistsError(`An account with username "${username}" already exists.`);
  const ctx = await deps.auth.$context;
  const hash = await ctx.password.hash(options.password);
  const created = await ctx.internalAdapter.createUser(
    {
      email: `${username}@admin.vtx-analise.local`,
      name: username,
      emailVerified: true,
      username,
      displayUsername: username,
      role: 'admin',
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: hash,
  });
  return { id: created.id };
}

/** On an empty database, the first administrator: username 'admin'. */
export async function ensureFirstAdmin(
  deps: { auth: Auth; db: Database },
  options: { password?: string },
): Promise<{ created: false } | { created: true; password: string; generated: boolean }> {
  const [anyAdmin] = await deps.db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).limit(1);
  if (anyAdmin) return { created: false };
  const password = options.password ?? generateAdminPassword();
  try {
    await createAdmin(deps, { username: 'admin', password });
  } catch (error) {
    // Several app processes starting together on an empty PostgreSQL race to create it; the
    // losers hit the unique username and find the winner's account.
    const [winner] = await deps.db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).limit(1);
    if (winner) return { created: false };
    throw error;
  }
  return { created: true, password, generated: options.password === undefined };
}

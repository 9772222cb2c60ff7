import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, username } from 'better-auth/plugins';
import { randomUUID } from 'node:crypto';
import { account, session, user } from '../../db/schema';
import { verification } from '../../db/schema';
import type { Database } from '../../lib/database';
import type { PasswordHashing } from '../../lib/password-hashing';

/** Admin sessions end 8 hours after login, however active (SPEC.md section 9). */
export const adminSessionSeconds = 8 * 60 * 60;

/**
 * A second better-auth instance over the same tables, for the back office: its own cookie
 * (vtx_admin.*), sign-in by username, and sessions that never roll past 8 hours. Role checks
 * happen in the admin guard; a user session can never open the back office.
 */
export interface AdminAuthOptions {
  db: Database;
  secret: string;
  publicUrl: string;
  /** Tests only; better-auth's scrypt when absent (see lib/password-hashing.ts). */
  passwordHashing?: PasswordHashing;
}

export function createAdminAuth(options: AdminAuthOptions) {
  return betterAuth({
    appName: 'VTX Análise Admin',
    baseURL: options.publicUrl,
    basePath: '/api/admin/auth',
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      ...(options.passwordHashing ? { password: options.passwordHashing } : {}),
    },
    session: {
      expiresIn: adminSessionSeconds,
      // Longer than the session itself: the expiry is never pushed forward.
      updateAge: adminSessionSeconds * 2,
      cookieCache: { enabled: false },
    },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'vtx_admin',
      useSecureCookies: options.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'strict' },
      database: { generateId: () => randomUUID() },
    },
    plugins: [username(), admin({ adminRoles: ['admin'] })],
    logger: { disabled: true },
  });
}

export type AdminAuth = ReturnType<typeof createAdminAuth>;

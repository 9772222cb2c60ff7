import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, username } from 'better-auth/plugins';
import { randomUUID } from 'node:crypto';
import { account, session, user, verification } from '../../db/schema';
import type { Database } from '../../lib/database';
import type { Mailer } from '../../lib/mailer';
import type { PasswordHashing } from '../../lib/password-hashing';
import { requestedPage } from '../../lib/return-address';
import { startingCredits } from '../credits';
import { confirmationEmail, existingAccountEmail, passwordResetEmail } from './auth-emails';
import { invalidateResetLinks } from './reset-links';

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  requireEmailConfirmation: boolean;
  /** Tests only; better-auth's scrypt when absent (see lib/password-hashing.ts). */
  passwordHashing?: PasswordHashing;
}

const day = 24 * 60 * 60;
export const sessionExpiresInSeconds = 30 * day;
export const sessionUpdateAgeSeconds = day;

export function createAuth(options: AuthOptions) {
  const { db, mailer, publicUrl } = options;
  return betterAuth({
    appName: 'VTX Análise',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: options.requireEmailConfirmation,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      ...(options.passwordHashing ? { password: options.passwordHashing } : {}),
      async sendResetPassword({ user: target, token, url }) {
        const page = requestedPage(url, `${publicUrl}/reset-password`);
        const link = `${page}?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetEmail({ to: target.email, name: target.name, link }));
      },
      // The only way a user's password changes here (better-auth's own router, with its
      // change-password, is not exposed): older links must not change it back.
      async onPasswordReset({ user: target }) {
        await invalidateResetLinks(db, target.id);
      },
      // With confirmation on, better-auth answers a known address exactly like a new one (and hashes
      // the password either way); the owner learns of the attempt by e-mail instead.
      async onExistingUserSignUp({ user: target }) {
        await mailer.send(
          existingAccountEmail({
            to: target.email,
            name: target.name,
            loginLink: `${publicUrl}/login`,
            resetLink: `${publicUrl}/esqueci-senha`,
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: options.requireEmailConfirmation,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 2 * day,
      async sendVerificationEmail({ user: target, token }) {
        const link = `${publicUrl}/api/auth/confirm-email?token=${encodeURIComponent(token)}`;
        await mailer.send(confirmationEmail({ to: target.email, name: target.name, link }));
      },
    },
    user: {
      // Profile fields live on the user row but can never come from a request body.
      additionalFields: {
        plan: { type: 'string', input: false, defaultValue: 'free', required: false },
        credits: { type: 'number', input: false, defaultValue: 0, required: false },
        analysisCount: { type: 'number', input: false, defaultValue: 0, required: false },
        licenceKind: { type: 'string', input: false, required: false },
        licenceExpiresAt: { type: 'date', input: false, required: false },
      },
    },
    session: {
      expiresIn: sessionExpiresInSeconds,
      // Rolling expiry: a session used at least once a day never lapses while in use.
      updateAge: sessionUpdateAgeSeconds,
      cookieCache: { enabled: false },
    },
    verification: { storeIdentifier: 'hashed' },
    // Our own database-backed limiter covers the routes we expose (see auth-rate-limits.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'vtx',
      useSecureCookies: publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          async before(data) {
            return { data: { ...data, credits: await startingCredits(db, { role: data.role }) } };
          },
        },
      },
    },
    plugins: [username(), admin({ defaultRole: 'user', adminRoles: ['admin'] })],
    logger: { disabled: true },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// npm run admin:create -- <username>   (password from ADMIN_PASSWORD, or a random one printed once)
import pino from 'pino';
import { createAuth } from '../features/auth';
import { createAdmin, generateAdminPassword } from '../features/admin';
import { resolveAuthSecret } from '../lib/auth-secret';
import { runScript, withConfiguredDatabase } from './open-configured-database';
import { createMailer } from '../lib/mailer';

const username = process.argv[2];
if (!username || !/^[a-z0-9_.-]{3,32}$/i.test(username)) {
  console.error('Usage: npm run admin:create -- <username>   (3–32 letters, digits, . _ -)');
  process.exit(2);
}

runScript(() =>
  withConfiguredDatabase(async (database, env) => {
    const logger = pino({ level: 'warn' });
    const auth = createAuth({
      db: database.db,
      mailer: createMailer({
        db: database.db,
        logger,
        from: env.MAIL_FROM,
        smtpUrl: env.SMTP_URL,
        logLinks: false,
      }),
      secret: await resolveAuthSecret(database.db, env.AUTH_SECRET),
      publicUrl: env.PUBLIC_URL,
      requireEmailConfirmation: false,
    });
    const password = env.ADMIN_PASSWORD ?? generateAdminPassword();
    await createAdmin({ auth, db: database.db }, { username, password });
    console.log(
      env.ADMIN_PASSWORD
        ? `Administrator "${username}" created with the password from ADMIN_PASSWORD.`
        : `Administrator "${username}" created. Password (shown only once): ${password}`,
    );
  }),
);

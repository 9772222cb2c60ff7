import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { parseEnv } from '../../env';
import { loggerOptions } from '../../lib/logger';
import { registerUser, TestClient } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

async function resetToken(app: TestApp, email: string): Promise<string> {
  const [row] = await app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'password_reset')));
  const link = row?.textBody.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no reset e-mail');
  return new URL(link).searchParams.get('token')!;
}

// Issue 14, item 10: a reset link is a password. Without SMTP it may go to the log on a
// developer's machine, never in production.
describe.each([
  ['production', false],
  ['development', true],
] as const)('reset links in the log (%s, no SMTP)', (nodeEnv, logged) => {
  let app: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(data, _encoding, done) {
        lines.push(String(data));
        done();
      },
    });
    const logger = pino(
      { ...(loggerOptions(parseEnv({ LOG_LEVEL: 'info' })) as pino.LoggerOptions), level: 'info' },
      sink,
    );
    app = await createTestApp('pglite', { NODE_ENV: nodeEnv }, { logger });
  });
  afterAll(async () => {
    await app?.close();
  });

  it(logged ? 'prints the link for the developer' : 'keeps the token out of the log', async () => {
    const { email } = await registerUser(app);
    const asked = await new TestClient(app, '10.96.0.1').post('/api/auth/forgot-password', { email });
    expect(asked.statusCode).toBe(200);
    const token = await resetToken(app, email);
    const text = lines.join('');
    expect(text).toContain('E-mail stored in the outbox');
    expect(text.includes(token)).toBe(logged);
    expect(text.includes(email)).toBe(logged);
  });
});

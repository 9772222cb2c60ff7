import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { registerUser, TestClient } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';

// A browser at 127.0.0.1 or a LAN address sends its own Origin and Host (issue 26, item 2).
const lan = { origin: 'http://192.168.0.12:3000', host: '192.168.0.12:3000' };
const foreign = { origin: 'https://evil.example', host: 'evil.example' };

async function resetLink(app: TestApp, email: string): Promise<string> {
  const [row] = await app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'password_reset')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return row?.textBody.match(/https?:\/\/\S+/)?.[0] ?? '';
}

describe('return addresses follow the address the user browses at (PUBLIC_URL http://localhost:3000)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a card checkout from a LAN address pays and returns there', async () => {
    const { client } = await registerUser(app);
    const checkout = await client.post('/api/checkout', { planType: 'vtx_100_credits' }, lan);
    expect(checkout.statusCode).toBe(200);
    const { url, sessionId } = checkout.json();
    expect(url).toBe(`${lan.origin}/checkout/sandbox/${sessionId}`);
    const paid = await client.post(`/api/sandbox-checkout/${sessionId}/pay`, {}, lan);
    expect(paid.json().redirectUrl).toBe(
      `${lan.origin}/dashboard?payment=success&plan=vtx_100_credits&session_id=${sessionId}`,
    );
  });

  it('a reset link asked from 127.0.0.1 opens there; one asked without an Origin opens at PUBLIC_URL', async () => {
    const { email } = await registerUser(app);
    const client = new TestClient(app, '10.9.0.1');
    await client.post(
      '/api/auth/forgot-password',
      { email },
      { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
    );
    expect(await resetLink(app, email)).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/reset-password\?token=[^&\s]+$/,
    );
    await new TestClient(app, '10.9.0.2').post('/api/auth/forgot-password', { email });
    expect(await resetLink(app, email)).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
  });

  it('a foreign Origin never becomes a link (a reset asked with a forged Host and Origin)', async () => {
    const { email } = await registerUser(app);
    const asked = await new TestClient(app, '10.9.0.3').post('/api/auth/forgot-password', { email }, foreign);
    expect(asked.statusCode).toBe(200);
    expect(await resetLink(app, email)).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages as m } from '../../shared/messages/payments';
import { paymentSessions } from '../db/schema';
import { registerUser } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';

// Issue 14, item 3: a PIX reference is issued by the server to one user and one plan, and a user
// holds at most a few pending PIX registrations.
describe.each(testDatabaseKinds)('PIX references on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("refuses another user's reference, leaving it registrable by its owner", async () => {
    const owner = await registerUser(app);
    const thief = await registerUser(app);
    const { reference } = (await owner.client.get('/api/payments/pix/quote?planType=vtx_annual')).json();
    const stolen = await thief.client.post('/api/payments/pix', { planType: 'vtx_annual', reference });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.message).toBe(m.pixReferenceUnknown);
    const mine = await owner.client.post('/api/payments/pix', { planType: 'vtx_annual', reference });
    expect(mine.statusCode).toBe(201);
    const [row] = await app.db.select().from(paymentSessions).where(eq(paymentSessions.reference, reference));
    expect(row!.userId).toBe(owner.user.id);
  });

  it('refuses a reference never issued, or issued for another plan', async () => {
    const { client } = await registerUser(app);
    const invented = await client.post('/api/payments/pix', {
      planType: 'vtx_annual',
      reference: 'VTX-12345678',
    });
    expect(invented.statusCode).toBe(404);
    const { reference } = (await client.get('/api/payments/pix/quote?planType=vtx_100_credits')).json();
    const otherPlan = await client.post('/api/payments/pix', { planType: 'vtx_lifetime', reference });
    expect(otherPlan.statusCode).toBe(404);
    expect(otherPlan.json().error.message).toBe(m.pixReferenceUnknown);
  });

  it('holds at most three pending PIX registrations per user, with a pt-BR message past that', async () => {
    const { client } = await registerUser(app);
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const quote = await client.get('/api/payments/pix/quote?planType=vtx_annual');
      if (quote.statusCode !== 200) {
        statuses.push(quote.statusCode);
        continue;
      }
      statuses.push(
        (
          await client.post('/api/payments/pix', {
            planType: 'vtx_annual',
            reference: quote.json().reference,
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 409, 409]);
    const refused = await client.get('/api/payments/pix/quote?planType=vtx_annual');
    expect(refused.json().error.message).toBe(m.tooManyPendingPix(3));
  });

  it('does not let a quote fetched before the limit slip past it', async () => {
    const { client } = await registerUser(app);
    const quotes = [];
    for (let attempt = 0; attempt < 4; attempt++)
      quotes.push((await client.get('/api/payments/pix/quote?planType=vtx_annual')).json().reference);
    const statuses = [];
    for (const reference of quotes)
      statuses.push(
        (await client.post('/api/payments/pix', { planType: 'vtx_annual', reference })).statusCode,
      );
    expect(statuses).toEqual([201, 201, 201, 409]);
  });
});

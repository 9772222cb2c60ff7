import Stripe from 'stripe';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestDatabaseKind } from '../../../test/test-database';
import { createStripeProvider } from '../stripe-provider';
import { startFakeStripe } from './fake-stripe';

export type StripeTestApp = {
  app: TestApp;
  fake: Awaited<ReturnType<typeof startFakeStripe>>;
  /** POSTs an event to the webhook, signed with `secret` (the app's own unless another is given). */
  signedWebhook(event: object, secret?: string): Promise<Awaited<ReturnType<TestApp['server']['inject']>>>;
  close(): Promise<void>;
};

/** The app with Stripe as card provider, talking to a local server that speaks Stripe's API. */
export async function startStripeTestApp(
  kind: TestDatabaseKind,
  keys: { secretKey: string; webhookSecret: string },
): Promise<StripeTestApp> {
  const fake = await startFakeStripe();
  const app = await createTestApp(
    kind,
    {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    },
    {
      cardProvider: createStripeProvider({
        secretKey: keys.secretKey,
        api: { host: '127.0.0.1', port: fake.port, protocol: 'http' },
      }),
    },
  );
  const signer = new Stripe(keys.secretKey);
  return {
    app,
    fake,
    signedWebhook(event, secret = keys.webhookSecret) {
      const payload = JSON.stringify(event);
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
      return app.server.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    },
    async close() {
      await app.close();
      await fake.close();
    },
  };
}

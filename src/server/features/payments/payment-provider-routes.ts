import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../lib/database';
import { cancelSandboxCheckout, getSandboxCheckout, paySandboxCheckout } from './sandbox-checkout.service';
import { handleStripeEvent, verifyStripeEvent } from './stripe-webhook';
import type { PaymentNotifier } from './payment-receipt';
import { assertSandboxAllowed } from './sandbox-https-guard';

const sandboxParams = z.object({
  id: z.string().regex(/^cs_sandbox_[A-Za-z0-9_-]{10,64}$/, 'Sessão inválida.'),
});
const redirectSchema = z.object({ redirectUrl: z.string() });

interface ProviderRoutesDeps {
  db: Database;
  /** Whether the sandbox is the card provider: only then do its pay and cancel endpoints exist. */
  sandbox: boolean;
  /** PAYMENT_SANDBOX_IN_PRODUCTION: the sandbox may pay behind https (a staging server). */
  sandboxStaging: boolean;
  /** Whether PIX takes payments: a refusal points the buyer to it only then. */
  pixOn: boolean;
  stripe: { secretKey: string; webhookSecret: string } | null;
  onFulfilled?: PaymentNotifier;
}

/** The sandbox's own checkout API; its page lives in the web app at /checkout/sandbox/:id. */
const sandboxRoutes: FastifyPluginAsyncZod<ProviderRoutesDeps> = async (app, deps) => {
  app.get(
    '/sandbox-checkout/:id',
    {
      schema: {
        tags: ['payments'],
        params: sandboxParams,
        response: {
          200: z.object({
            id: z.string(),
            description: z.string(),
            amountCents: z.number().int(),
            currency: z.string(),
            status: z.enum(['open', 'paid', 'cancelled', 'expired']),
            cancelUrl: z.string(),
          }),
        },
      },
    },
    async (request) => getSandboxCheckout(deps.db, request.params.id),
  );
  app.post(
    '/sandbox-checkout/:id/pay',
    { schema: { tags: ['payments'], params: sandboxParams, response: { 200: redirectSchema } } },
    async (request) => {
      assertSandboxAllowed(request, { stagingFlag: deps.sandboxStaging, pixOn: deps.pixOn });
      return paySandboxCheckout(deps.db, request.params.id, deps.onFulfilled);
    },
  );
  app.post(
    '/sandbox-checkout/:id/cancel',
    { schema: { tags: ['payments'], params: sandboxParams, response: { 200: redirectSchema } } },
    async (request) => cancelSandboxCheckout(deps.db, request.params.id),
  );
};

/**
 * What the payment providers call or host: the sandbox's checkout API and Stripe's webhook. Not
 * behind the user session: the sandbox session id is an unguessable capability, like a hosted
 * checkout URL, and Stripe signs its calls.
 */
export const paymentProviderRoutes: FastifyPluginAsyncZod<ProviderRoutesDeps> = async (app, deps) => {
  if (deps.sandbox) await app.register(sandboxRoutes, deps);

  if (deps.stripe) {
    const stripe = deps.stripe;
    await app.register(async (webhooks) => {
      // The signature covers the exact bytes Stripe sent, so keep the body raw.
      webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      webhooks.post('/webhooks/stripe', { schema: { hide: true } }, async (request) => {
        const event = verifyStripeEvent({
          rawBody: request.body as Buffer,
          signature: request.headers['stripe-signature'] as string | undefined,
          webhookSecret: stripe.webhookSecret,
          secretKey: stripe.secretKey,
        });
        await handleStripeEvent(deps.db, event, deps.onFulfilled);
        return { received: true };
      });
    });
  }
};

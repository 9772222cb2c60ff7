import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { returnAddress } from '../../lib/return-address';
import { z } from 'zod';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  paymentMethodsSchema,
  paymentSchema,
  pixQuoteQuerySchema,
  pixQuoteSchema,
  pixRegisterRequestSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '../../../shared/payments';
import { plans } from '../../../shared/plans';
import { pagedListRoute } from '../../lib/paging';
import { currentUser } from '../../lib/session-user';
import type { CardCheckoutProvider } from './card-provider';
import {
  listUserPayments,
  startCardCheckout,
  verifyCardPayment,
  type PaymentsDeps,
} from './payments.service';
import { quotePix, registerPixPayment } from './pix.service';
import { assertSandboxAllowed } from './sandbox-https-guard';

const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  period: z.string().nullable(),
  description: z.string(),
  features: z.array(z.string()),
  popular: z.boolean(),
  badge: z.string().nullable(),
  icon: z.string(),
});

/** Public: the catalogue (prices come only from the server) and the ways to pay that work. */
export const publicPlanRoutes: FastifyPluginAsyncZod<{
  cardProvider: CardCheckoutProvider['name'] | null;
  pixEnabled: boolean;
}> = async (app, deps) => {
  app.get('/plans', { schema: { tags: ['payments'], response: { 200: z.array(planSchema) } } }, async () =>
    plans.map(({ grant: _grant, ...plan }) => plan),
  );
  app.get(
    '/payments/methods',
    { schema: { tags: ['payments'], response: { 200: paymentMethodsSchema } } },
    async () => ({ card: deps.cardProvider ?? ('unavailable' as const), pix: deps.pixEnabled }),
  );
};

/** Signed-in user routes (registered behind the user-session guard). */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentsDeps> = async (app, deps) => {
  app.post(
    '/checkout',
    {
      schema: { tags: ['payments'], body: checkoutRequestSchema, response: { 200: checkoutResponseSchema } },
    },
    // Card returns go back to the address the buyer browses at, when allowed (return-address.ts).
    async (request) => {
      if (deps.cardProvider?.name === 'sandbox') {
        assertSandboxAllowed(request, {
          stagingFlag: deps.sandboxStaging ?? false,
          pixOn: deps.pix !== null,
        });
      }
      return startCardCheckout(
        { ...deps, publicUrl: returnAddress(request.headers.origin, deps) },
        currentUser(request),
        request.body.planType,
      );
    },
  );

  app.post(
    '/checkout/verify',
    {
      schema: {
        tags: ['payments'],
        body: verifyPaymentRequestSchema,
        response: { 200: verifyPaymentResponseSchema },
      },
    },
    async (request) => verifyCardPayment(deps, currentUser(request), request.body.sessionId),
  );

  app.get(
    '/payments/pix/quote',
    { schema: { tags: ['payments'], querystring: pixQuoteQuerySchema, response: { 200: pixQuoteSchema } } },
    async (request) => quotePix(deps, currentUser(request), request.query.planType),
  );

  app.post(
    '/payments/pix',
    { schema: { tags: ['payments'], body: pixRegisterRequestSchema, response: { 201: paymentSchema } } },
    async (request, reply) =>
      reply.status(201).send(await registerPixPayment(deps, currentUser(request), request.body)),
  );

  app.get('/payments', pagedListRoute('payments', paymentSchema), async (request) =>
    listUserPayments(deps.db, currentUser(request).id, request.query),
  );
};

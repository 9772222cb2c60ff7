import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { sandboxCheckouts } from '../../db/schema';
import type { Database } from '../../lib/database';
import { cardCheckoutLifetimeMs } from './pending-payments';
import { sessionIdPlaceholder, type CardCheckoutProvider, type ProviderSessionStatus } from './card-provider';

const statusMap: Record<(typeof sandboxCheckouts.$inferSelect)['status'], ProviderSessionStatus> = {
  open: 'pending',
  paid: 'paid',
  cancelled: 'cancelled',
  expired: 'expired',
};

/**
 * The default card provider: our own hosted test checkout (page /checkout/sandbox/:id), so a fresh
 * machine can buy plans end to end without keys. It keeps its state the way a real provider does,
 * in its own table, and reports a payment through the same fulfilment path as a webhook.
 */
export function createSandboxProvider(options: { db: Database; publicUrl: string }): CardCheckoutProvider {
  return {
    name: 'sandbox',
    async createCheckout(request) {
      const id = `cs_sandbox_${randomBytes(18).toString('base64url')}`;
      await options.db.insert(sandboxCheckouts).values({
        id,
        amountCents: request.plan.priceCents,
        currency: 'brl',
        description: request.plan.name,
        successUrl: request.successUrl.replace(sessionIdPlaceholder, id),
        cancelUrl: request.cancelUrl.replace(sessionIdPlaceholder, id),
        metadata: {
          userId: request.userId,
          planType: request.plan.id,
          paymentKey: request.paymentKey,
          email: request.email,
        },
        expiresAt: new Date(Date.now() + cardCheckoutLifetimeMs),
      });
      // The hosted page lives where the buyer returns to (their address: return-address.ts).
      return { providerSessionId: id, url: `${new URL(request.successUrl).origin}/checkout/sandbox/${id}` };
    },
    async getSession(providerSessionId) {
      const [row] = await options.db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.id, providerSessionId));
      if (!row) return null;
      const status = row.status === 'open' && row.expiresAt < new Date() ? 'expired' : statusMap[row.status];
      return { status, amountCents: row.amountCents, currency: row.currency };
    },
  };
}

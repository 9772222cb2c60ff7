import { and, eq, gt } from 'drizzle-orm';
import { paymentMessages as m } from '../../../shared/messages/payments';
import { sandboxCheckouts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Database } from '../../lib/database';
import { closePayment, fulfilPayment } from './fulfil-payment';
import type { PaymentNotifier } from './payment-receipt';

export async function getSandboxCheckout(db: Database, id: string) {
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  if (!row) throw new AppError('NOT_FOUND', m.paymentNotFound);
  const expired = row.status === 'open' && row.expiresAt < new Date();
  return {
    id: row.id,
    description: row.description,
    amountCents: row.amountCents,
    currency: row.currency,
    status: expired ? ('expired' as const) : row.status,
    cancelUrl: row.cancelUrl,
  };
}

/**
 * The test card is "charged": the sandbox marks its session paid (once) and then notifies us as a
 * provider's webhook would, through the same idempotent fulfilment.
 */
export async function paySandboxCheckout(
  db: Database,
  id: string,
  onFulfilled?: PaymentNotifier,
): Promise<{ redirectUrl: string }> {
  const [row] = await db
    .update(sandboxCheckouts)
    .set({ status: 'paid' })
    .where(
      and(
        eq(sandboxCheckouts.id, id),
        eq(sandboxCheckouts.status, 'open'),
        gt(sandboxCheckouts.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) {
    const current = await getSandboxCheckout(db, id);
    if (current.status !== 'paid') throw new AppError('CONFLICT', m.sandboxNotOpen);
    const [paid] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
    return { redirectUrl: paid!.successUrl };
  }
  await fulfilPayment(db, { provider: 'sandbox', providerSessionId: id }, { onFulfilled });
  return { redirectUrl: row.successUrl };
}

export async function cancelSandboxCheckout(db: Database, id: string): Promise<{ redirectUrl: string }> {
  const [row] = await db
    .update(sandboxCheckouts)
    .set({ status: 'cancelled' })
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, 'open')))
    .returning();
  if (!row) {
    const current = await getSandboxCheckout(db, id);
    return { redirectUrl: current.cancelUrl };
  }
  await closePayment(db, { provider: 'sandbox', providerSessionId: id }, { status: 'cancelled' });
  return { redirectUrl: row.cancelUrl };
}

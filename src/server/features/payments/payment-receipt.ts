import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatBRL } from '../../../shared/format';
import { findPlan } from '../../../shared/plans';
import { user } from '../../db/schema';
import type { Database } from '../../lib/database';
import { emailLayout } from '../../lib/email-layout';
import type { Mailer } from '../../lib/mailer';
import { getSystemSettings, getUserSettings } from '../settings';
import type { FulfilmentResult } from './fulfil-payment';

export type PaymentNotifier = (result: FulfilmentResult) => Promise<void>;

/**
 * The receipt e-mail after a payment is credited. Non-essential: it goes only while the
 * back office's 'Notificações por Email' is on and the buyer's own 'Notificações' setting too,
 * and never on a repeated fulfilment.
 */
export function createPaymentReceiptNotifier(deps: {
  db: Database;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  publicUrl: string;
}): PaymentNotifier {
  return async (result) => {
    if (result.alreadyFulfilled) return;
    try {
      const settings = await getSystemSettings(deps.db);
      if (!settings.emailNotifications) return;
      const [buyer] = await deps.db.select().from(user).where(eq(user.id, result.payment.userId));
      if (!buyer) return;
      if (!(await getUserSettings(deps.db, buyer.id)).notifications) return;
      const plan = findPlan(result.payment.planType);
      const test = result.payment.provider === 'sandbox';
      const lines = [
        `Olá, ${buyer.name}!`,
        ...(test ? ['Este foi um pagamento de teste (sandbox): nenhuma cobrança real foi feita.'] : []),
        `Recebemos seu pagamento de ${formatBRL(result.payment.amountCents)} (${plan?.name ?? result.payment.planType}).`,
        result.creditsAdded > 0
          ? `${result.creditsAdded} créditos foram adicionados à sua conta. Bons trades!`
          : 'Sua licença já está ativa. Bons trades!',
      ];
      await deps.mailer.send({
        to: buyer.email,
        subject: `${test ? '[TESTE] ' : ''}Pagamento confirmado - VTX Análise`,
        kind: 'payment_receipt',
        text: lines.join('\n\n'),
        html: emailLayout('Pagamento confirmado', lines, {
          label: 'Abrir o painel',
          link: `${deps.publicUrl}/dashboard`,
        }),
      });
    } catch (error) {
      // A receipt that fails to go out must never undo or fail the payment itself.
      deps.logger.warn({ err: error, payment: result.payment.id }, 'payment receipt e-mail failed');
    }
  };
}

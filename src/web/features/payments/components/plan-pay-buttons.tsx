import { CreditCardIcon, QrCodeIcon } from 'lucide-react';
import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import type { PlanOffer } from '../../../../shared/plans';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { usePaymentMethods } from '../api/get-payment-methods';
import { usePayments } from './payments-context';

// Narrow four-column cards: let a label wrap rather than spill out of the card.
const fit = 'h-auto min-h-11 w-full px-4 py-2 whitespace-normal';

/** 'Pagar com Cartão' and 'Pagar com PIX' for one plan; every place that sells a plan uses these. */
export function PlanPayButtons({ plan, className }: { plan: PlanOffer; className?: string }) {
  const { payByCard, openPix, redirectingPlan } = usePayments();
  const methods = usePaymentMethods();
  // Without a card provider (production without PAYMENT_PROVIDER) the button says so.
  const cardUnavailable = methods.data?.card === 'unavailable';
  // PIX off (production with the demo receiver): no PIX button at all; until the server has
  // said, the button holds its place but cannot be used.
  const pix = methods.data?.pix;
  const cardUnavailableText = pix ? t.cardUnavailableText : t.cardUnavailableAloneText;
  const redirecting = redirectingPlan === plan.id;
  // While any checkout is being created, no second one can start.
  const busy = redirectingPlan !== null;
  return (
    <div className={cn('grid gap-2', className)}>
      <Button
        variant={plan.popular ? 'default' : 'outline'}
        className={fit}
        disabled={busy || cardUnavailable}
        aria-label={
          cardUnavailable
            ? cardUnavailableText
            : redirecting
              ? t.redirecting
              : t.payWith(t.payByCard, plan.name)
        }
        title={cardUnavailable ? cardUnavailableText : undefined}
        onClick={() => payByCard(plan.id)}
      >
        {redirecting ? <Spinner label={t.redirecting} /> : <CreditCardIcon aria-hidden="true" />}
        {cardUnavailable ? t.cardUnavailableButton : redirecting ? t.redirecting : t.payByCard}
      </Button>
      {pix === false ? null : (
        <Button
          variant="secondary"
          className={fit}
          disabled={busy || pix === undefined}
          aria-label={t.payWith(t.payByPix, plan.name)}
          onClick={() => openPix(plan.id)}
        >
          <QrCodeIcon aria-hidden="true" />
          {t.payByPix}
        </Button>
      )}
    </div>
  );
}

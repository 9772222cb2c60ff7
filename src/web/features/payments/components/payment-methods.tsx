import { ClockIcon, CreditCardIcon, QrCodeIcon } from 'lucide-react';
import { paymentMessages as m } from '../../../../shared/messages/payments';
import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { usePaymentMethods } from '../api/get-payment-methods';

/** How each method credits, with the PIX timing note of SPEC.md section 2. */
export function PaymentMethods() {
  const { card, pix } = usePaymentMethods().data ?? {};
  const cardText =
    card === 'unavailable'
      ? pix
        ? t.cardUnavailableText
        : t.cardUnavailableAloneText
      : card === 'sandbox'
        ? t.cardSandboxText
        : t.cardMethod;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base text-muted-foreground">{t.methodsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <p className="flex items-start gap-3">
          <CreditCardIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            <strong className="block font-semibold">{t.cardMethodTitle}</strong>
            <span className="text-muted-foreground">{cardText}</span>
          </span>
        </p>
        {/* PIX off (production with the demo receiver): not a way to pay, so no row and no timing. */}
        {pix ? (
          <p className="flex items-start gap-3">
            <QrCodeIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              <strong className="block font-semibold">{t.pixMethodTitle}</strong>
              <span className="text-muted-foreground">
                <ClockIcon aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px] text-gold" />
                {m.pixTiming}
              </span>
              <span className="mt-1 block font-medium" data-testid="pix-schedule">
                {m.pixSchedule}
              </span>
            </span>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

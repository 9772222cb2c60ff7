import { FlaskConicalIcon } from 'lucide-react';
import { paymentScreenTexts as t } from '../../shared/messages/payment-screens';
import { Badge } from './ui/badge';

/** Beside a payment made with the sandbox's test card: no money moved, not revenue. */
export function TestPaymentBadge() {
  return (
    <Badge variant="outline" title={t.testPaymentHint} aria-label={t.testPaymentHint} data-test-payment="">
      <FlaskConicalIcon aria-hidden="true" />
      {t.testPayment}
    </Badge>
  );
}

import { Link } from 'react-router';
import { formatBRL } from '../../../../shared/format';
import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import type { SandboxCheckout } from '../api/get-sandbox-checkout';
import { useCancelSandboxCheckout } from '../api/cancel-sandbox-checkout';
import { usePaySandboxCheckout } from '../api/pay-sandbox-checkout';

// The sandbox charges nothing and checks nothing: the card is the usual test number, read-only so
// nobody types a real one here.
const testCard = [
  { id: 'sandbox-card', label: t.sandboxCardNumber, value: '4242 4242 4242 4242', span: true },
  { id: 'sandbox-expiry', label: t.sandboxExpiry, value: '12/34', span: false },
  { id: 'sandbox-cvc', label: t.sandboxCvc, value: '123', span: false },
  { id: 'sandbox-name', label: t.sandboxName, value: t.sandboxCardHolder, span: true },
];

export function SandboxCardForm({ checkout }: { checkout: SandboxCheckout }) {
  const pay = usePaySandboxCheckout(checkout.id);
  const cancel = useCancelSandboxCheckout(checkout.id);
  const busy = pay.isPending || cancel.isPending || pay.isSuccess || cancel.isSuccess;
  // Like a provider's page: leave for wherever the checkout says, with a full navigation.
  const leave = ({ redirectUrl }: { redirectUrl: string }) => window.location.assign(redirectUrl);

  if (checkout.status !== 'open') {
    return (
      <div className="grid gap-4">
        <p role="status">{t.sandboxClosed[checkout.status]}</p>
        <Button asChild variant="outline">
          <Link to={checkout.status === 'paid' ? '/dashboard' : '/dashboard/planos'}>
            {t.sandboxBackToApp}
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        pay.mutate(undefined, { onSuccess: leave });
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        {testCard.map((field) => (
          <div key={field.id} className={field.span ? 'col-span-2 grid gap-1.5' : 'grid gap-1.5'}>
            <Label htmlFor={field.id}>{field.label}</Label>
            <Input id={field.id} value={field.value} readOnly className="font-mono" />
          </div>
        ))}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {pay.isPending || pay.isSuccess ? <Spinner label={t.processing} /> : null}
        {pay.isPending || pay.isSuccess ? t.processing : t.sandboxPay(formatBRL(checkout.amountCents))}
      </Button>
      <Button
        type="button"
        variant="ghost"
        className="w-full"
        disabled={busy}
        onClick={() => cancel.mutate(undefined, { onSuccess: leave })}
      >
        {t.sandboxCancel}
      </Button>
    </form>
  );
}

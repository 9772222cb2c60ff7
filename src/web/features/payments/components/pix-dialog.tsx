import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paymentMessages as m } from '../../../../shared/messages/payments';
import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import type { PlanId } from '../../../../shared/plans';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { usePixQuote } from '../api/get-pix-quote';
import { useRegisterPixPayment } from '../api/register-pix-payment';
import { PixCopyField } from './pix-copy-field';
import { PixDetails } from './pix-details';
import { openReceiptTab } from './open-receipt-tab';
import { useLoginRequired } from './use-login-required';

export function PixDialog({ planId, onClose }: { planId: PlanId; onClose: () => void }) {
  const quote = usePixQuote(planId);
  const register = useRegisterPixPayment();
  const loginRequired = useLoginRequired();
  const navigate = useNavigate();
  const signedOut = quote.error instanceof ApiError && quote.error.status === 401;

  // The session ended while the dialog was opening: same answer as any signed-out purchase.
  useEffect(() => {
    if (!signedOut) return;
    onClose();
    loginRequired();
  }, [signedOut, onClose, loginRequired]);

  const sendReceipt = () => {
    const data = quote.data;
    if (!data) return;
    // Opened now, inside the click, or popup blockers eat it; it is pointed at WhatsApp later.
    const tab = openReceiptTab();
    register.mutate(
      { planType: planId, reference: data.reference },
      {
        onSuccess: () =>
          toast.success(m.pixRegistered, {
            description: m.pixRegisteredText,
            action: { label: m.pixRegisteredAction, onClick: () => navigate('/dashboard/pagamentos') },
          }),
        onError: () => toast.error(m.pixRegisterErrorTitle, { description: m.pixRegisterError }),
        // SPEC.md section 8: the chat link opens whether or not the registration worked.
        onSettled: () => {
          tab.go(data.receiptUrl);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open || register.isPending ? undefined : onClose())}>
      <DialogContent className="max-w-md gap-5 p-4 pb-0 sm:p-6 sm:pb-0 md:max-w-3xl">
        <DialogHeading title={t.pixTitle} description={t.pixText} titleClassName="text-xl" />

        {quote.isPending ? (
          <div className="grid justify-items-center gap-3" aria-busy="true">
            <Skeleton className="size-56 rounded-lg" />
            <Spinner label={t.quoteLoading} />
          </div>
        ) : quote.isError ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            {errorMessage(quote.error, m.checkoutError)}
          </p>
        ) : (
          <div className="grid gap-5 md:grid-cols-2 md:gap-6">
            <div className="grid content-start gap-4">
              <img
                src={quote.data.qrCodeDataUrl}
                alt={t.pixQrAlt(quote.data.planName)}
                width={224}
                height={224}
                className="mx-auto size-48 rounded-lg bg-white p-1 sm:size-56"
              />
              <PixCopyField code={quote.data.payload} />
            </div>
            <div className="grid content-start gap-4">
              <PixDetails quote={quote.data} />
              <p className="text-xs text-muted-foreground">{m.pixTiming}</p>
              <p className="text-sm">{t.sendReceiptHint}</p>
            </div>
          </div>
        )}
        {/* Sticky so the one action stays in reach while the dialog scrolls on a phone. */}
        <div className="sticky bottom-0 -mx-4 border-t bg-popover px-4 py-4 sm:-mx-6 sm:px-6">
          <Button
            size="lg"
            className="w-full"
            onClick={sendReceipt}
            disabled={!quote.data || register.isPending}
          >
            {register.isPending ? <Spinner label={t.processing} /> : null}
            {register.isPending ? t.processing : t.sendReceipt}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

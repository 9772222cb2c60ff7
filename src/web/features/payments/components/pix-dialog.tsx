import { toast } from 'sonner';
import { formatBRL } from '../../../../shared/format';
import { paymentMessages as m } from '../../../../shared/messages/payments';
import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import type { PlanId } from '../../../../shared/plans';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePixQuote } from '../api/get-pix-quote';
import { useRegisterPixPayment } from '../api/register-pix-payment';
import { PixCopyField } from './pix-copy-field';
import { openReceiptTab } from './open-receipt-tab';

export function PixDialog({ planId, onClose }: { planId: PlanId; onClose: () => void }) {
  const quote = usePixQuote(planId);
  const register = useRegisterPixPayment();

  const sendReceipt = () => {
    const data = quote.data;
    if (!data) return;
    // Opened now, inside the click, or popup blockers eat it; it is pointed at WhatsApp later.
    const tab = openReceiptTab();
    register.mutate(
      { planType: planId, reference: data.reference },
      {
        onSuccess: () => toast.success(m.pixRegistered),
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
      <DialogContent className="max-w-md gap-5 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle className="text-xl">{t.pixTitle}</DialogTitle>
          <DialogDescription>{t.pixText}</DialogDescription>
        </DialogHeader>

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
          <>
            <img
              src={quote.data.qrCodeDataUrl}
              alt={t.pixQrAlt(quote.data.planName)}
              width={224}
              height={224}
              className="mx-auto size-56 rounded-lg bg-white p-1"
            />
            <PixCopyField code={quote.data.payload} />
            <section aria-labelledby="pix-details" className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
              <h3 id="pix-details" className="font-semibold">
                {t.detailsTitle}
              </h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
                <dt className="text-muted-foreground">{t.detailPlan}</dt>
                <dd className="text-right font-medium">{quote.data.planName}</dd>
                <dt className="text-muted-foreground">{t.detailPrice}</dt>
                <dd className="text-right font-bold tabular-nums">{formatBRL(quote.data.amountCents)}</dd>
                <dt className="text-muted-foreground">{t.detailPlanId}</dt>
                <dd className="text-right font-mono text-xs break-all">{quote.data.planType}</dd>
                <dt className="text-muted-foreground">{t.detailReference}</dt>
                <dd className="text-right font-mono text-xs break-all">{quote.data.reference}</dd>
              </dl>
            </section>
            <p className="text-xs text-muted-foreground">{m.pixTiming}</p>
            <p className="text-sm">{t.sendReceiptHint}</p>
            <Button size="lg" className="w-full" onClick={sendReceipt} disabled={register.isPending}>
              {register.isPending ? <Spinner label={t.processing} /> : null}
              {register.isPending ? t.processing : t.sendReceipt}
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

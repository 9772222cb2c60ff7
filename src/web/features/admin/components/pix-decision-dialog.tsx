import type { AdminPayment } from '../../../../shared/admin';
import { formatBRL } from '../../../../shared/format';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogHeading } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useConfirmPixPayment } from '../api/confirm-pix-payment';
import { useRejectPixPayment } from '../api/reject-pix-payment';

export type PixDecision = { payment: AdminPayment; action: 'confirm' | 'reject' };

/** Asks before acting: confirming credits real money's worth, and neither can be undone here. */
export function PixDecisionDialog({
  decision,
  onClose,
}: {
  decision: PixDecision | null;
  onClose: () => void;
}) {
  const confirm = useConfirmPixPayment();
  const reject = useRejectPixPayment();
  const mutation = decision?.action === 'reject' ? reject : confirm;
  const payment = decision?.payment;
  const who = payment ? payment.userName || payment.userEmail || payment.userId : '';
  const amount = payment ? formatBRL(payment.amountCents) : '';
  const confirming = decision?.action !== 'reject';

  const act = () => {
    if (!payment) return;
    mutation.mutate(payment.id, { onSettled: onClose });
  };

  return (
    <Dialog
      open={decision !== null}
      onOpenChange={(open) => (open || mutation.isPending ? undefined : onClose())}
    >
      <DialogContent>
        <DialogHeading
          title={confirming ? t.confirmPixTitle : t.rejectPixTitle}
          description={confirming ? t.confirmPixText(amount, who) : t.rejectPixText(amount, who)}
        />
        {payment?.reference ? <p className="font-mono text-sm">{payment.reference}</p> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={mutation.isPending}>
              {t.cancel}
            </Button>
          </DialogClose>
          <Button
            variant={confirming ? 'default' : 'destructive'}
            onClick={act}
            disabled={mutation.isPending}
          >
            {mutation.isPending ? <Spinner /> : null}
            {confirming ? t.confirm : t.reject}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

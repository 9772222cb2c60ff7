import { paymentMessages as m } from '../../../../shared/messages/payments';
import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import { plans } from '../../../../shared/plans';
import { Dialog, DialogContent, DialogHeading } from '../../../components/ui/dialog';
import { usePixOffered } from '../api/get-payment-methods';
import type { PlansModalVariant } from './payments-context';
import { PlanOption } from './plan-option';

/** The global plans modal and, with variant 'exhausted', the 'Seus créditos acabaram!' dialog. */
export function PlansModal({ variant, onClose }: { variant: PlansModalVariant; onClose: () => void }) {
  const exhausted = variant === 'exhausted';
  const pix = usePixOffered();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-4xl gap-5 p-4 sm:p-6">
        <DialogHeading
          title={exhausted ? t.exhaustedTitle : t.plansModalTitle}
          description={exhausted ? t.exhaustedText : pix === false ? t.plansModalCardText : t.plansModalText}
          titleClassName="text-xl"
        />
        <ul className="grid gap-3 md:grid-cols-2">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanOption plan={plan} />
            </li>
          ))}
        </ul>
        {pix ? <p className="text-xs text-muted-foreground">{m.pixTiming}</p> : null}
      </DialogContent>
    </Dialog>
  );
}

import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { PlanId } from '../../../../shared/plans';
import { useLocation } from 'react-router';
import { PaymentsContext, type PaymentsContextValue, type PlansModalVariant } from './payments-context';
import { useCardCheckout } from './use-card-checkout';
import { useLoginRequired } from './use-login-required';
import { useSessionCheck } from './use-session-check';

// The dialogs load on first use, so pages that never open them don't pay for QR and plan markup.
const PlansModal = lazy(async () => ({ default: (await import('./plans-modal')).PlansModal }));
const PixDialog = lazy(async () => ({ default: (await import('./pix-dialog')).PixDialog }));
// Only an address coming back from the payment provider carries ?payment=.
const PaymentReturnHandler = lazy(async () => ({
  default: (await import('./payment-return-handler')).PaymentReturnHandler,
}));

/**
 * Mounted once at the root of the router (it needs navigation): the global plans modal, the
 * credits-exhausted dialog, the PIX dialog, the card checkout flow and the payment-return handler.
 */
export function PaymentsProvider({ children }: { children: ReactNode }) {
  const hasSession = useSessionCheck();
  const returning = new URLSearchParams(useLocation().search).has('payment');
  const loginRequired = useLoginRequired();
  const { payByCard, redirectingPlan } = useCardCheckout();
  const [plansVariant, setPlansVariant] = useState<PlansModalVariant | null>(null);
  const [pixPlan, setPixPlan] = useState<PlanId | null>(null);

  const openPix = useCallback(
    async (planId: PlanId) => {
      if (!(await hasSession())) return loginRequired();
      // One dialog at a time: PIX replaces the plans modal rather than stacking on it.
      setPlansVariant(null);
      setPixPlan(planId);
    },
    [loginRequired, hasSession],
  );

  const value = useMemo<PaymentsContextValue>(
    () => ({
      openPlans: (variant = 'plans') => setPlansVariant(variant),
      closePlans: () => setPlansVariant(null),
      openPix: (planId) => void openPix(planId),
      payByCard: (planId) => void payByCard(planId),
      redirectingPlan,
    }),
    [openPix, payByCard, redirectingPlan],
  );

  return (
    <PaymentsContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {returning ? <PaymentReturnHandler /> : null}
        {plansVariant ? <PlansModal variant={plansVariant} onClose={() => setPlansVariant(null)} /> : null}
        {pixPlan ? <PixDialog planId={pixPlan} onClose={() => setPixPlan(null)} /> : null}
      </Suspense>
    </PaymentsContext.Provider>
  );
}

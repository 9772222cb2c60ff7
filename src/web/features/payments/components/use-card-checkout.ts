import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { paymentMessages as m } from '../../../../shared/messages/payments';
import type { PlanId } from '../../../../shared/plans';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useStartCheckout } from '../api/start-checkout';
import { useLoginRequired } from './use-login-required';
import { useSessionCheck } from './use-session-check';

/** SPEC.md sections 4 and 8: the card checkout flow, shared by every 'Pagar com Cartão' button. */
export function useCardCheckout() {
  const hasSession = useSessionCheck();
  const { mutateAsync: startCheckout } = useStartCheckout();
  const loginRequired = useLoginRequired();
  const [redirectingPlan, setRedirectingPlan] = useState<PlanId | null>(null);

  // Back from the provider's page, the browser may restore this page as it was: re-enable buttons.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirectingPlan(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const payByCard = useCallback(
    async (planId: PlanId) => {
      if (!(await hasSession())) return loginRequired();
      setRedirectingPlan(planId);
      // One toast throughout: a refused checkout replaces 'Redirecionando' instead of joining it.
      const toastId = toast.info(m.processingTitle, { description: m.processing });
      try {
        const { url } = await startCheckout(planId);
        if (!url) {
          toast.error(m.noCheckoutUrl, { id: toastId, description: undefined });
          setRedirectingPlan(null);
          return;
        }
        // Full navigation on purpose: the real provider's page is on another origin. The button
        // stays 'Redirecionando...' until the browser leaves.
        window.location.assign(url);
      } catch (error) {
        setRedirectingPlan(null);
        if (error instanceof ApiError && error.status === 401) {
          toast.dismiss(toastId);
          return loginRequired();
        }
        toast.error(m.checkoutErrorTitle, { id: toastId, description: errorMessage(error, m.checkoutError) });
      }
    },
    [startCheckout, loginRequired, hasSession],
  );

  return { payByCard, redirectingPlan };
}

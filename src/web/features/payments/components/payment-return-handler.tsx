import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paymentMessages as m } from '../../../../shared/messages/payments';
import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import { findPlan } from '../../../../shared/plans';
import { errorMessage } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';
import { useUserSettings } from '../../../lib/user-settings';
import { creditTransactionsQueryKey } from '../api/get-credit-transactions';
import { paymentsQueryKey } from '../api/get-payments';
import { useVerifyPayment } from '../api/verify-payment';

// SPEC.md section 9: back to /dashboard 3 s after a success, 5 s after a failure.
const successDelayMs = 3000;
const failureDelayMs = 5000;

// Module-level, not a ref: verification must run once per session id even if the handler
// remounts (StrictMode, a layout change) while the query string is still there.
const verified = new Set<string>();

/** No UI but toasts: reads ?payment=…&plan=…&session_id=… when the provider sends the user back. */
export function PaymentReturnHandler() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: verify } = useVerifyPayment();
  const { notifications } = useUserSettings();
  // Credits arriving are a notice the user can switch off ('Notificações'); failures always show.
  const announce = useEffectEvent((show: () => void) => {
    if (notifications) show();
  });

  useEffect(() => {
    const params = new URLSearchParams(search);
    const payment = params.get('payment');

    if (payment === 'cancelled' && pathname === '/dashboard/planos') {
      toast(t.cancelledTitle, { description: t.cancelledText });
      navigate(pathname, { replace: true });
      return;
    }

    const sessionId = params.get('session_id');
    if (payment !== 'success' || pathname !== '/dashboard' || !sessionId || verified.has(sessionId)) return;
    verified.add(sessionId);
    // Clean the query string after the pause, unless the user has already gone elsewhere.
    const leaveLater = (delayMs: number) =>
      window.setTimeout(() => {
        if (window.location.pathname === '/dashboard') navigate('/dashboard', { replace: true });
      }, delayMs);
    const fail = (detail: string) => {
      toast.warning(m.verifying, { description: [detail, m.verifyFailedAdvice].filter(Boolean).join(' ') });
      leaveLater(failureDelayMs);
    };

    verify(sessionId).then(
      async (result) => {
        if (!result.success) return fail(result.message);
        const plan = findPlan(result.planType || (params.get('plan') ?? ''));
        if (result.alreadyCredited) {
          // The success address reopened (history, a bookmark): nothing new happened, say so.
          announce(() => toast.info(t.alreadyCreditedTitle, { description: result.message }));
        } else {
          const title = plan?.grant.kind === 'licence' ? t.licenceSuccessTitle : t.successTitle;
          announce(() => toast.success(title, { description: result.message }));
        }
        // The credits badge and card read the session query; the history must show the purchase.
        void queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
        void queryClient.invalidateQueries({ queryKey: creditTransactionsQueryKey });
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        leaveLater(successDelayMs);
      },
      (error: unknown) => fail(errorMessage(error, '')),
    );
  }, [pathname, search, navigate, queryClient, verify]);

  return null;
}

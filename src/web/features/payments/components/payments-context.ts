import { createContext, useContext } from 'react';
import type { PlanId } from '../../../../shared/plans';

export type PlansModalVariant = 'plans' | 'exhausted';

export interface PaymentsContextValue {
  /** The global plans modal; 'exhausted' is the 'Seus créditos acabaram!' dialog. */
  openPlans: (variant?: PlansModalVariant) => void;
  closePlans: () => void;
  /** The PIX dialog for one plan (asks signed-out visitors to log in first). */
  openPix: (planId: PlanId) => void;
  /** Card checkout: creates the session and leaves for the provider's page. */
  payByCard: (planId: PlanId) => void;
  /** The plan whose card checkout is being created, so its button reads 'Redirecionando...'. */
  redirectingPlan: PlanId | null;
}

export const PaymentsContext = createContext<PaymentsContextValue | null>(null);

export function usePayments(): PaymentsContextValue {
  const value = useContext(PaymentsContext);
  if (!value) throw new Error('usePayments must be used inside <PaymentsProvider>');
  return value;
}

/** What other features need: open or close the global plans modal. */
export function usePlansModal() {
  const { openPlans, closePlans } = usePayments();
  return { open: openPlans, close: closePlans };
}

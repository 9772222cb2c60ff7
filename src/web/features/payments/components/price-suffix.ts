import { plansTexts } from '../../../../shared/messages/public-pages';
import type { PlanOffer } from '../../../../shared/plans';

/** 'por ano' or 'pagamento único', as the plan cards word it. */
export function priceSuffix(plan: PlanOffer): string {
  if (!plan.period) return plansTexts.oneOff;
  return plan.period === '/ano' ? plansTexts.perYear : plan.period;
}

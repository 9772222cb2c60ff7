import { adminPlanLabel, findPlan } from '../../../../shared/plans';

/** The catalogue name, else the admin label (free, premium), else the raw value. */
export function planName(planType: string | null): string {
  if (!planType) return '—';
  return findPlan(planType)?.name ?? adminPlanLabel(planType) ?? planType;
}

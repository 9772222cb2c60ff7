import { adminPlanLabel } from '../../../../shared/plans';

/** The admin plan label; an unknown plan shows its raw value (with a neutral badge, `known: false`). */
export function planBadge(plan: string): { label: string; known: boolean } {
  const label = adminPlanLabel(plan);
  return label ? { label, known: true } : { label: plan, known: false };
}

export function planLabel(plan: string | null | undefined): string {
  if (!plan) return '—';
  return planBadge(plan).label;
}

import { describe, expect, it } from 'vitest';
import { planBadge, planLabel } from './plan-label';

describe('admin plan labels (SPEC.md section 3)', () => {
  it('labels the known plans', () => {
    expect(planBadge('free')).toEqual({ label: 'Free', known: true });
    expect(planBadge('vtx_lifetime')).toEqual({ label: 'VTX Lifetime', known: true });
    expect(planLabel('vtx_100_credits')).toBe('100 Créditos VTX');
  });

  it('shows an unknown plan as its raw value, marked unknown for a neutral badge', () => {
    expect(planBadge('enterprise_2019')).toEqual({ label: 'enterprise_2019', known: false });
    expect(planLabel(null)).toBe('—');
  });
});

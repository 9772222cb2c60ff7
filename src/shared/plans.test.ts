import { describe, expect, it } from 'vitest';
import { planAfterPack } from './plans';

describe('planAfterPack', () => {
  it('never lowers the label: 500 then 100 stays 500; 100 then 500 becomes 500', () => {
    expect(planAfterPack('vtx_500_credits', 'vtx_100_credits')).toBe('vtx_500_credits');
    expect(planAfterPack('vtx_100_credits', 'vtx_500_credits')).toBe('vtx_500_credits');
    expect(planAfterPack('vtx_100_credits', 'vtx_100_credits')).toBe('vtx_100_credits');
  });

  it('free, premium or an unknown label takes the pack', () => {
    expect(planAfterPack('free', 'vtx_100_credits')).toBe('vtx_100_credits');
    expect(planAfterPack('premium', 'vtx_100_credits')).toBe('vtx_100_credits');
    expect(planAfterPack('legado', 'vtx_500_credits')).toBe('vtx_500_credits');
  });
});

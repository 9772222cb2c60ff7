import { describe, expect, it } from 'vitest';
import { pageCount } from './page';
import { planName } from './plan-name';

describe('planName', () => {
  it('names catalogue plans as the plan cards do', () => {
    expect(planName('vtx_100_credits')).toBe('100 Créditos');
    expect(planName('vtx_lifetime')).toBe('Licença Vitalícia');
  });
  it('falls back to the admin labels, then the raw value, and a dash for none', () => {
    expect(planName('premium')).toBe('Premium');
    expect(planName('legacy_plan')).toBe('legacy_plan');
    expect(planName(null)).toBe('—');
  });
});

describe('pageCount', () => {
  it('is at least one page and rounds up', () => {
    expect(pageCount({ total: 0, pageSize: 10 })).toBe(1);
    expect(pageCount({ total: 10, pageSize: 10 })).toBe(1);
    expect(pageCount({ total: 11, pageSize: 10 })).toBe(2);
  });
});

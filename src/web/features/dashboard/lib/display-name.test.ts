import { describe, expect, it } from 'vitest';
import { displayName, planLabel } from './display-name';

describe('displayName', () => {
  it('prefers the profile name', () => {
    expect(displayName({ name: '  Ana Souza ', email: 'ana@x.com' })).toBe('Ana Souza');
  });
  it('falls back to the e-mail local part', () => {
    expect(displayName({ name: '', email: 'joao.silva@exemplo.com.br' })).toBe('joao.silva');
    expect(displayName({ name: null, email: 'x@y.z' })).toBe('x');
  });
});

describe('planLabel', () => {
  it('defaults to FREE and upper-cases known labels', () => {
    expect(planLabel(undefined)).toBe('FREE');
    expect(planLabel('')).toBe('FREE');
    expect(planLabel('vtx_annual')).toBe('VTX ANUAL');
    expect(planLabel('vtx_100_credits')).toBe('100 CRÉDITOS VTX');
  });
  it('shows an unknown plan raw', () => {
    expect(planLabel('gold')).toBe('GOLD');
  });
});

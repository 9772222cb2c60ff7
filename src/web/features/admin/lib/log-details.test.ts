import { describe, expect, it } from 'vitest';
import { describeLogDetails } from './log-details';

// What the server records (admin-users, admin-payments, admin-settings, admin-session services).
describe('describeLogDetails', () => {
  it('says what happened in pt-BR, without idempotency keys or JSON', () => {
    expect(describeLogDetails({ credits_added: 1000, idempotency_key: 'f7c1-…' })).toBe('+1.000 créditos');
    expect(describeLogDetails({ old_plan: 'free', new_plan: 'vtx_annual', idempotency_key: 'k' })).toBe(
      'Plano: Free → VTX Anual',
    );
    expect(
      describeLogDetails({
        reference: 'VTX-12345678',
        plan: 'vtx_100_credits',
        amount_cents: 9700,
        credits_added: 100,
      }),
    ).toBe('PIX VTX-12345678 · 100 Créditos VTX · R$\u00a097,00 · +100 créditos');
    expect(describeLogDetails({ username: 'admin' })).toBe('Usuário: admin');
    expect(
      describeLogDetails({
        changes: {
          systemMaintenance: { from: false, to: true },
          registrationEnabled: { from: true, to: false },
          maxCreditsPerUser: { from: 10000, to: 2500 },
        },
      }),
    ).toBe(
      'Modo de Manutenção: ativado · Registro de Usuários: desativado · Máximo de Créditos por Usuário: 2.500',
    );
  });

  it('reads an unknown field as words, hides secrets, and is empty with nothing to say', () => {
    expect(describeLogDetails({ blocked_until: '2026-12-01', session_token: 'x', nested: { a: 1 } })).toBe(
      'blocked until: 2026-12-01',
    );
    expect(describeLogDetails({})).toBe('');
    expect(describeLogDetails(null)).toBe('');
  });
});

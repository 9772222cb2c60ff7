import { parsePix, hasError } from 'pix-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plans } from '../../../../shared/plans';
import { buildPixPayload, pixReference, toEmvText } from './br-code';

const merchant = {
  key: 'pagamentos@vtx-analise.com.br',
  name: 'VTX Análise Tecnologia Ltda',
  city: 'São Paulo',
};

/** Reads the top-level EMV fields (id → value) of a payload. */
function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let index = 0;
  while (index < payload.length) {
    const id = payload.slice(index, index + 2);
    const length = Number(payload.slice(index + 2, index + 4));
    fields.set(id, payload.slice(index + 4, index + 4 + length));
    index += 4 + length;
  }
  return fields;
}

/** pix-utils parses a BR Code only when its CRC (field 63) matches. */
function hasValidCrc(payload: string): boolean {
  return !hasError(parsePix(payload));
}

describe('BR Code CRC', () => {
  it("validates the Banco Central's published static BR Code example", () => {
    const example =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect(hasValidCrc(example)).toBe(true);
    expect(hasValidCrc(example.replace('Fulano', 'Fulana'))).toBe(false);
  });
});

describe('BR Code payload', () => {
  it.each(plans)('for $id carries the price with two decimals and parses back with a valid CRC', (plan) => {
    const payload = buildPixPayload({ merchant, amountCents: plan.priceCents, reference: 'VTX-12345678' });
    expect(hasValidCrc(payload)).toBe(true);
    const fields = emvFields(payload);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('54')).toBe((plan.priceCents / 100).toFixed(2));
    expect(fields.get('59')).toBe('VTX ANALISE TECNOLOGIA LT');
    expect(fields.get('60')).toBe('SAO PAULO');
    expect(fields.get('26')).toContain('br.gov.bcb.pix');
    expect(fields.get('62')).toContain('VTX12345678');
    const parsed = parsePix(payload);
    expect(hasError(parsed)).toBe(false);
  });

  it('always produces a payload with a valid CRC and the exact amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 0, max: 99_999_999 }),
        (cents, digits) => {
          const payload = buildPixPayload({ merchant, amountCents: cents, reference: `VTX-${digits}` });
          return hasValidCrc(payload) && emvFields(payload).get('54') === (cents / 100).toFixed(2);
        },
      ),
    );
  });

  it('keeps merchant fields within the EMV limits', () => {
    expect(toEmvText('Cidade Muito Comprida do Interior', 15)).toHaveLength(15);
    expect(toEmvText('Ação & Cia', 25)).toBe('ACAO  CIA');
  });

  it("builds references as 'VTX-' + time digits after the first five", () => {
    expect(pixReference(1_732_000_123_456)).toBe('VTX-00123456');
  });
});

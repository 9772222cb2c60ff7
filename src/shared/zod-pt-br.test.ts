import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installPtBrErrors } from './zod-pt-br';

installPtBrErrors();

describe('pt-BR zod messages', () => {
  it('replaces the English defaults', () => {
    const schema = z.object({
      token: z.string(),
      count: z.number().int().min(2),
      id: z.uuid(),
      kind: z.enum(['a', 'b']),
    });
    const issues = schema
      .safeParse({ count: 1, id: 'x', kind: 'c' })
      .error!.issues.map((issue) => issue.message);
    expect(issues).toEqual([
      'Campo obrigatório.',
      'Deve ser no mínimo 2.',
      'Formato inválido.',
      'Valor não permitido.',
    ]);
    expect(z.string().max(3).safeParse('abcd').error!.issues[0]!.message).toBe(
      'Deve ter no máximo 3 caracteres.',
    );
  });

  it('keeps messages a schema gives itself', () => {
    expect(z.string().min(1, 'Por favor, digite seu email!').safeParse('').error!.issues[0]!.message).toBe(
      'Por favor, digite seu email!',
    );
  });
});

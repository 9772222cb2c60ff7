import { describe, expect, it } from 'vitest';
import { validateLogin } from './validate-login';

describe('validateLogin', () => {
  it('gives the messages of SPEC.md section 5, one per field', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      errors: { email: 'Por favor, digite seu email!', password: 'Por favor, digite sua senha!' },
    });
    expect(validateLogin({ email: 'maria@', password: 'x' })).toEqual({
      errors: { email: 'Por favor, digite um email válido!' },
    });
  });

  it('returns the trimmed values when they pass', () => {
    expect(validateLogin({ email: '  maria@exemplo.com ', password: 'segredo1' })).toEqual({
      data: { email: 'maria@exemplo.com', password: 'segredo1' },
    });
  });
});

import { z } from 'zod';

type Issue = Parameters<NonNullable<NonNullable<Parameters<typeof z.config>[0]>['customError']>>[0];

function sizeNoun(origin: unknown): string {
  if (origin === 'string') return 'caracteres';
  if (origin === 'array' || origin === 'set') return 'itens';
  return '';
}

/**
 * pt-BR wording for every check that has no message of its own, so no English default ever
 * reaches a user (server answers and forms alike). Checks with their own text keep it.
 */
export function ptBrError(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Campo obrigatório.' : 'Valor em formato inválido.';
    case 'too_small': {
      const noun = sizeNoun(issue.origin);
      return noun
        ? `Deve ter pelo menos ${String(issue.minimum)} ${noun}.`
        : `Deve ser no mínimo ${String(issue.minimum)}.`;
    }
    case 'too_big': {
      const noun = sizeNoun(issue.origin);
      return noun
        ? `Deve ter no máximo ${String(issue.maximum)} ${noun}.`
        : `Deve ser no máximo ${String(issue.maximum)}.`;
    }
    case 'invalid_format':
      return 'Formato inválido.';
    case 'invalid_value':
      return 'Valor não permitido.';
    case 'not_multiple_of':
      return 'Valor inválido.';
    case 'unrecognized_keys':
      return 'Campos não reconhecidos.';
    default:
      return 'Valor inválido.';
  }
}

let installed = false;

/** Installs the pt-BR messages once per process / page. */
export function installPtBrErrors(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: ptBrError });
}

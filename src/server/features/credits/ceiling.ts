import { AppError } from '../../lib/app-error';

/**
 * The 'Máximo de Créditos por Usuário' rule: what the user holds, plus what is already on its way
 * (pending credit-pack payments), plus what is being added may not pass the ceiling. Counting the
 * pending payments when a new one opens is what lets every paid payment be credited in full.
 */
export function assertWithinCeiling(options: {
  balance: number;
  pending: number;
  adding: number;
  ceiling: number;
  /** The refusal in the caller's words (a buyer and an administrator are told differently). */
  message: (ceiling: number, pending: number) => string;
}): void {
  const { balance, pending, adding, ceiling } = options;
  if (balance + pending + adding <= ceiling) return;
  throw new AppError('UNPROCESSABLE', options.message(ceiling, pending));
}

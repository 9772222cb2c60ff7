import type { Executor } from '../../lib/database';
import { applyCreditChange } from './ledger';

/**
 * One credit for one analysis ('usage' row keyed to the analysis, so it is debited once), inside
 * the caller's transaction. Throws InsufficientCreditsError when the balance is 0.
 */
export async function debitAnalysis(
  tx: Executor,
  options: { userId: string; analysisId: string },
): Promise<{ balance: number }> {
  return applyCreditChange(tx, {
    userId: options.userId,
    amount: -1,
    type: 'usage',
    idempotencyKey: `analysis:${options.analysisId}`,
    description: 'Análise de gráfico',
  });
}

/** Gives back the credit of an analysis that produced no result ('refund' row, once per analysis). */
export async function refundAnalysis(
  tx: Executor,
  options: { userId: string; analysisId: string; reason: 'failed' | 'cancelled' },
): Promise<{ balance: number }> {
  return applyCreditChange(tx, {
    userId: options.userId,
    amount: 1,
    type: 'refund',
    idempotencyKey: `refund:${options.analysisId}`,
    description: options.reason === 'cancelled' ? 'Análise cancelada' : 'Análise não concluída',
  });
}

import type { RuleRecordView } from '../../../../shared/analysis';
import { MIN_RECORD, type RuleRecord } from './replay-rule';

const pct = (v: number) => Math.round(v * 100);

/** The record in the trader's words, with the 90 % interval; a thin record says it is thin. */
export function describeRecord(r: RuleRecord): RuleRecordView {
  const interval = r.interval90 ? ([pct(r.interval90[0]), pct(r.interval90[1])] as [number, number]) : null;
  const rate = r.rate === null ? null : pct(r.rate);
  let texto: string;
  if (r.signals === 0)
    texto = 'Nesta imagem, a regra não deu nenhum sinal nas velas anteriores: sem histórico para medir.';
  else if (r.signals < MIN_RECORD)
    texto = `Nesta imagem, a regra deu só ${r.signals} sina${r.signals > 1 ? 'is' : 'l'} nas velas anteriores (acertou ${r.hits}): poucos para medir uma taxa de acerto.`;
  else
    texto = `Nesta imagem, a regra acertou ${r.hits} de ${r.signals} sinais (${rate} %; intervalo de 90 %: ${interval![0]}–${interval![1]} %)`;
  return { sinais: r.signals, acertos: r.hits, taxa: rate, intervalo_90: interval, texto };
}

import type { ChartAnalysis, EntrySignal } from '../../../../shared/analysis';
import { analysisScreenTexts as t, sectorLabels } from '../../../../shared/messages/analysis-screens';
import { formatDateTime } from '../../../../shared/format';
import { planScreenTexts as planTexts } from '../../../../shared/messages/plan-screens';
import type { Tone } from './relevance';

export type SignalTone = Tone | 'neutral';

/** SPEC.md section 9: 75 or more green, 60 or more gold, else red. */
export function confidenceTone(probability: number): Tone {
  if (probability >= 75) return 'bull';
  if (probability >= 60) return 'gold';
  return 'bear';
}

export function signalDirection(signal: string | null | undefined): 'up' | 'down' | 'wait' {
  if (signal === 'CALL' || signal === 'COMPRA') return 'up';
  if (signal === 'PUT' || signal === 'VENDA') return 'down';
  return 'wait';
}

export function signalTone(signal: string | null | undefined): SignalTone {
  const direction = signalDirection(signal);
  if (direction === 'up') return 'bull';
  if (direction === 'down') return 'bear';
  return 'neutral';
}

export function directionLabel(signal: EntrySignal | string | null | undefined): string {
  const direction = signalDirection(signal);
  if (direction === 'up') return t.directionUp;
  if (direction === 'down') return t.directionDown;
  return t.directionWait;
}

/** Text colour class per tone; the tokens are defined for light and dark themes in index.css. */
export const toneText: Record<SignalTone, string> = {
  bull: 'text-bull',
  gold: 'text-gold',
  bear: 'text-bear',
  neutral: 'text-muted-foreground',
};

export const toneBar: Record<SignalTone, string> = {
  bull: 'bg-bull',
  gold: 'bg-gold',
  bear: 'bg-bear',
  neutral: 'bg-muted-foreground',
};

/**
 * The engine reports milliseconds with a decimal; people read whole milliseconds, and seconds from
 * one second up ('1.456 ms' would read as 1,456 ms to many eyes).
 */
export function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 2 })} s`;
  return `${Math.round(ms)} ms`;
}

function sectorLabel(sector: string): string {
  return sectorLabels[sector as keyof typeof sectorLabels] ?? sector;
}

/** The analysis as plain text for copy and share: the decision first, then the levels and why. */
export function analysisAsText(result: ChartAnalysis, createdAt?: string): string {
  const lines = [
    `${t.shareTitle} · ${sectorLabel(result.setor)} · ${result.simbolo} (${result.timeframe})`,
    createdAt ? formatDateTime(createdAt) : null,
    '',
    `${t.signal}: ${result.sinal_entrada} (${directionLabel(result.sinal_entrada)})`,
    `${t.probability}: ${result.probabilidade}%`,
    `${t.signalStrength}: ${result.forca_sinal}%`,
    `${t.idealTime}: ${result.tempo_ideal}`,
    `${t.nextCandle}: ${result.proxima_vela}`,
    result.armadilha_possivel ? `⚠ ${t.trapTitle}: ${t.trapText}` : null,
    '',
    `${t.entryPrice}: ${result.preco_entrada}`,
    `${t.stopLoss}: ${result.stop_loss}`,
    `${t.takeProfit}: ${result.take_profit_1}`,
    `${t.riskReward}: ${result.risk_reward}`,
    ...planText(result),
    '',
    `${t.trend}: ${result.tendencia_atual} (${t.trendStrength(result.forca_tendencia)})`,
    `${t.justification}: ${result.justificativa}`,
    result.confluencias.length ? `${t.confluences}: ${result.confluencias.join('; ')}` : null,
    result.padroes_identificados.length ? `${t.patterns}: ${result.padroes_identificados.join(', ')}` : null,
    '',
    t.disclaimer,
  ];
  return lines
    .filter((line): line is string => line !== null)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

/** The plan in the copied text: its summary and each trigger with what to do when it fires. */
function planText(result: ChartAnalysis): string[] {
  const plan = result.plano;
  if (!plan) return [];
  return [
    '',
    `${planTexts.title}: ${plan.resumo}`,
    ...plan.gatilhos.map(
      (g) =>
        `• ${g.condicao} → ${planTexts.whenFires.toLowerCase()}: ${g.acao}${g.historico ? ` (${g.historico.texto})` : ''}`,
    ),
  ];
}

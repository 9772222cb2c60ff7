import type { Side } from './rule-table';
import type { TradeIntent } from './intent';
import type { RuleInputs } from './rule-inputs';

/**
 * Alerts about the trader's specification: each one answers something the trader actually
 * wrote, so "CALL ou PUT no suporte" never gets a warning about an intent to sell.
 */
export function intentAlerts(x: {
  intent: TradeIntent;
  side: Side;
  inputs: RuleInputs;
  reason: string;
  labels: { up: string; down: string };
  /** minutes per candle of the chart, when known */
  chartMinutes?: number;
  /** what the image printed, when it did */
  imageTimeframe?: string | null;
  imageSymbol?: string | null;
}): string[] {
  const { intent, side, inputs, labels } = x;
  const alerts: string[] = [];
  const wanted = intent.direction === 'buy' ? labels.up : intent.direction === 'sell' ? labels.down : null;
  if (wanted && intent.direction === 'buy' && side === 'sell')
    alerts.push(`Você procura ${wanted}, mas a regra indica ${labels.down}: ${x.reason}.`);
  else if (wanted && intent.direction === 'sell' && side === 'buy')
    alerts.push(`Você procura ${wanted}, mas a regra indica ${labels.up}: ${x.reason}.`);
  else if (wanted && side === 'wait')
    alerts.push(`Você procura ${wanted}, mas a regra indica aguardar: ${x.reason}.`);

  const zone = inputs.position.zone;
  if (
    intent.setups.includes('suporte-resistencia') &&
    zone !== 'support' &&
    zone !== 'resistance' &&
    !inputs.reversal?.level
  )
    alerts.push(
      'Você procura entrada em suporte ou resistência, mas o preço está longe dos níveis medidos no gráfico.',
    );
  if (intent.setups.includes('reversao') && !inputs.reversal)
    alerts.push('Você procura reversão: nenhum padrão de reversão nas últimas velas.');
  if (intent.setups.includes('tendencia') && inputs.trend.recent.label === 'LATERAL')
    alerts.push(
      `Você procura operar a favor da tendência, mas não há tendência medida nas últimas ${inputs.trend.recent.window} velas.`,
    );
  if (intent.expiryMinutes && x.chartMinutes && intent.expiryMinutes < x.chartMinutes)
    alerts.push(
      `A expiração de ${intent.expiryMinutes} min que você informou é menor que uma vela do gráfico (${x.chartMinutes} min): a operação vence antes de a vela fechar.`,
    );
  if (intent.timeframe && x.imageTimeframe && intent.timeframe !== x.imageTimeframe)
    alerts.push(
      `Você informou ${intent.timeframe}, mas o gráfico mostra ${x.imageTimeframe}: vale a leitura da imagem.`,
    );
  if (
    intent.symbol &&
    x.imageSymbol &&
    norm(intent.symbol) !== norm(x.imageSymbol) &&
    !norm(x.imageSymbol).includes(norm(intent.symbol))
  )
    alerts.push(
      `Você informou ${intent.symbol}, mas o gráfico mostra ${x.imageSymbol}: vale a leitura da imagem.`,
    );
  return alerts;
}

const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

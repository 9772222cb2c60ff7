import {
  assessmentSchema,
  chartAnalysisSchema,
  planSchema,
  extractionSchema,
  isOptionSector,
  type ChartAnalysis,
  type EntrySignal,
  type Sector,
  type TrendLabel,
} from '../../../../shared/analysis';
import { trendStrength } from '../evidence/trend';

/**
 * Turns any analysis-shaped object (our engine's, or an untrusted vision-LLM answer) into a
 * valid ChartAnalysis: SPEC section 4 signal normalisation, section 3 defaults for missing
 * fields. Where the engine measured the trend (`extraction.trend`), the trend shown is the
 * measured one, whatever the signal (docs/decisions/011): the SPEC's forcing would otherwise print
 * LATERAL on an obvious uptrend whenever the decision is to wait. Without a measurement the
 * SPEC's forcing applies. A signal that contradicts the measured trend without a stated reversal
 * gets an alert; an unrecognised signal becomes AGUARDAR with an alert, not the SPEC's COMPRA.
 */
type Loose = Record<string, unknown>;

const BUY = new Set(['CALL', 'COMPRA', 'COMPRAR', 'BUY', 'LONG', 'ALTA', 'UP', 'BULLISH']);
const SELL = new Set(['PUT', 'VENDA', 'VENDER', 'SELL', 'SHORT', 'BAIXA', 'DOWN', 'BEARISH']);
const WAIT = new Set(['AGUARDAR', 'AGUARDE', 'ESPERAR', 'WAIT', 'HOLD', 'NEUTRO', 'NEUTRAL', 'LATERAL']);

export type SignalSide = 'buy' | 'sell' | 'wait';

export function signalSide(value: unknown): SignalSide | null {
  if (typeof value !== 'string') return null;
  const v = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase();
  if (BUY.has(v)) return 'buy';
  if (SELL.has(v)) return 'sell';
  if (WAIT.has(v)) return 'wait';
  return null;
}

export function signalFor(side: SignalSide, sector: Sector): EntrySignal {
  if (side === 'wait') return 'AGUARDAR';
  const option = isOptionSector(sector);
  if (side === 'buy') return option ? 'CALL' : 'COMPRA';
  return option ? 'PUT' : 'VENDA';
}

export function trendFor(signal: EntrySignal): TrendLabel {
  if (signal === 'CALL' || signal === 'COMPRA') return 'ALTA';
  if (signal === 'PUT' || signal === 'VENDA') return 'BAIXA';
  return 'LATERAL';
}

function str(v: unknown, fallback: string): string {
  if (typeof v === 'string' && v.trim()) return v.trim().slice(0, 2000);
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return fallback;
}

/** Accepts 72, "72%", "72,5" and fractions such as 0.72; clamps to 0–100. */
export function percent(v: unknown, fallback = 0): number {
  let n =
    typeof v === 'number'
      ? v
      : typeof v === 'string'
        ? Number(v.replace('%', '').replace(',', '.').trim())
        : NaN;
  if (!Number.isFinite(n)) return fallback;
  if (n > 0 && n < 1) n *= 100;
  return Math.round(Math.max(0, Math.min(100, n)));
}

function list(v: unknown): string[] {
  if (Array.isArray(v))
    return v
      .filter((x) => typeof x === 'string' || typeof x === 'number')
      .map((x) => String(x).slice(0, 300))
      .slice(0, 30);
  if (typeof v === 'string' && v.trim()) return [v.trim()];
  return [];
}

export type NormalizeOptions = { sector: Sector; model?: string; analysisTime?: number };

export function normalizeResult(input: unknown, opts: NormalizeOptions): ChartAnalysis {
  const o: Loose = input && typeof input === 'object' ? (input as Loose) : {};
  const sector = opts.sector;
  const read = signalSide(o.sinal_entrada);
  // docs/decisions/011: an unrecognised signal waits (the SPEC defaulted to a buy)
  const side = read ?? 'wait';
  const sinal = signalFor(side, sector);
  const probabilidade = percent(o.probabilidade);
  const extraction = extractionSchema.safeParse(o.extraction);
  const measured = extraction.success ? extraction.data.trend : null;
  const assessment = assessmentSchema.safeParse(o.avaliacao);
  const reversal = assessment.success && assessment.data.base === 'reversao';
  const tendencia = measured ? measured.label : trendFor(sinal);
  const forcaTendencia = measured ? trendStrength(measured.ratio) : percent(o.forca_tendencia);
  const alertas = list(o.alertas);
  if (read === null && o.sinal_entrada !== undefined)
    alertas.unshift(
      `Sinal não reconhecido na resposta do modelo (${JSON.stringify(String(o.sinal_entrada).slice(0, 40))}): tratado como AGUARDAR.`,
    );
  if (
    measured &&
    !reversal &&
    ((side === 'buy' && measured.label !== 'ALTA') || (side === 'sell' && measured.label !== 'BAIXA'))
  )
    alertas.unshift(disagreement(sinal, measured.label));
  const d: Loose = o.decisao_vtx && typeof o.decisao_vtx === 'object' ? (o.decisao_vtx as Loose) : {};
  const meta: Loose = o.metadata && typeof o.metadata === 'object' ? (o.metadata as Loose) : {};
  const tempo = str(o.tempo_ideal, 'A definir');
  const direction = sinal === 'AGUARDAR' ? 'Aguardar' : side === 'buy' ? 'Alta' : 'Baixa';
  const result: ChartAnalysis = {
    simbolo: str(o.simbolo, 'Não identificado'),
    timeframe: str(o.timeframe, '1m'),
    setor: sector,
    tendencia_atual: tendencia,
    forca_tendencia: forcaTendencia,
    leitura_velas: str(o.leitura_velas, 'Não identificado'),
    zona_atual: str(o.zona_atual, 'Indefinido'),
    sinal_entrada: sinal,
    tempo_ideal: tempo,
    proxima_vela: str(o.proxima_vela, 'Indefinido'),
    probabilidade,
    preco_entrada: str(o.preco_entrada, 'A definir'),
    stop_loss: str(o.stop_loss, 'A definir'),
    take_profit_1: str(o.take_profit_1, 'A definir'),
    risk_reward: str(o.risk_reward, 'A definir'),
    confluencias: list(o.confluencias),
    // SPEC section 9: displayed strength is the mean of trend strength and probability
    forca_sinal: Math.round((forcaTendencia + probabilidade) / 2),
    justificativa: str(o.justificativa, 'Não identificado'),
    alertas: alertas.slice(0, 30),
    // a trap is a trade that may snap shut: with no trade proposed there is nothing to fall into
    armadilha_possivel: side !== 'wait' && probabilidade < 60,
    contexto_necessario: str(o.contexto_necessario, 'Não identificado'),
    contexto_mercado: str(o.contexto_mercado, 'Neutro'),
    indicadores_principais: str(o.indicadores_principais, 'Não identificado'),
    padroes_identificados: list(o.padroes_identificados),
    volume_analise: str(o.volume_analise, 'Normal'),
    decisao_vtx: {
      direcao_sugerida: str(d.direcao_sugerida, direction),
      tempo_ideal: str(d.tempo_ideal, tempo),
      motivo: str(d.motivo, 'Não identificado'),
      observacao: str(d.observacao, 'Aguardar'),
    },
    comentario_vtx: str(o.comentario_vtx, ''),
    metadata: {
      model: str(meta.model, opts.model ?? 'gpt-4o'),
      analysis_time:
        typeof meta.analysis_time === 'number' && meta.analysis_time >= 0
          ? meta.analysis_time
          : (opts.analysisTime ?? 0),
      confidence_score: percent(meta.confidence_score, probabilidade),
    },
  };
  if (extraction.success) result.extraction = extraction.data;
  if (assessment.success) result.avaliacao = assessment.data;
  const plan = planSchema.safeParse(o.plano);
  if (plan.success) result.plano = plan.data;
  return chartAnalysisSchema.parse(result);
}

/** The alert a signal gets when the measured trend does not back it and no reversal was stated. */
export function disagreement(signal: EntrySignal, measured: TrendLabel): string {
  return `O sinal ${signal} contraria a tendência medida no gráfico (${measured}).`;
}

import { z } from 'zod';
import { analysisMessages } from './messages/analysis';
import { CHART_TIMEFRAME_CODES, MAX_PAYOUT, MIN_PAYOUT, type ChartTimeframe } from './plan';
import { SECTORS } from './sectors';

/**
 * Result contract of a chart analysis, shared by the server (engine, vision-LLM adapter)
 * and the web front end. Imports nothing but zod (and the sector list) so the browser bundle can use it.
 */

export { SECTORS };
export const sectorSchema = z.enum(SECTORS);
export type Sector = z.infer<typeof sectorSchema>;

export const TIMEFRAMES = ['1h', '4h', '1d', '1w'] as const;
export const timeframeSettingSchema = z.enum(TIMEFRAMES);
export type TimeframeSetting = z.infer<typeof timeframeSettingSchema>;

/** Candle lengths a trader can pick on the analysis page (shared/plan.ts has their minutes). */
export const chartTimeframeSchema = z.enum(CHART_TIMEFRAME_CODES as [ChartTimeframe, ...ChartTimeframe[]], {
  error: analysisMessages.invalidTimeframe,
});

/** A binary option's payout, percent: what a win pays on the stake. */
export const payoutSchema = z
  .number({ error: analysisMessages.invalidPayout })
  .min(MIN_PAYOUT, analysisMessages.invalidPayout)
  .max(MAX_PAYOUT, analysisMessages.invalidPayout);

export const ACCURACIES = ['fast', 'balanced', 'detailed'] as const;
export const accuracySchema = z.enum(ACCURACIES);
export type Accuracy = z.infer<typeof accuracySchema>;

export const trendLabelSchema = z.enum(['ALTA', 'BAIXA', 'LATERAL']);
export type TrendLabel = z.infer<typeof trendLabelSchema>;

export const entrySignalSchema = z.enum(['CALL', 'PUT', 'COMPRA', 'VENDA', 'AGUARDAR']);
export type EntrySignal = z.infer<typeof entrySignalSchema>;

/** Sectors whose operations are fixed-time options (signals CALL/PUT, 1–5 minute expiries). */
export const OPTION_SECTORS: readonly Sector[] = ['binary', 'otc'];

const percent = z.number().min(0).max(100);

export const extractedCandleSchema = z.object({
  x: z.number(),
  yOpen: z.number(),
  yHigh: z.number(),
  yLow: z.number(),
  yClose: z.number(),
  direction: z.enum(['up', 'down']),
});
export type ExtractedCandle = z.infer<typeof extractedCandleSchema>;

export const priceScaleSchema = z.object({
  /** price = intercept + slope · y (y in image pixels, origin top-left) */
  intercept: z.number(),
  slope: z.number(),
  labelsRead: z.number().int(),
  side: z.enum(['left', 'right']),
  maxResidual: z.number(),
  /** logarithmic axis: log10(price) = intercept + slope · y */
  log: z.boolean().optional(),
  /** labels end in % (values are not prices) */
  percent: z.boolean().optional(),
  /** decimals the axis labels print (prices in the result use the same) */
  decimals: z.number().int().optional(),
  /** the labels the fit used, as read */
  labelsUsed: z.array(z.object({ text: z.string(), y: z.number(), value: z.number() })).optional(),
});
export type PriceScale = z.infer<typeof priceScaleSchema>;

const windowTrendSchema = z.object({
  window: z.number().int(),
  ratio: z.number(),
  label: trendLabelSchema,
  strength: percent,
});
const levelSchema = z.object({
  price: z.number(),
  touches: z.number().int(),
  kind: z.enum(['support', 'resistance']),
});

/**
 * What the decision was measured from (issue 13): every figure the result screen shows comes
 * from here. Prices are in the chart's units (relative units when the axis was not read).
 */
export const evidenceSchema = z.object({
  trend: z.object({ recent: windowTrendSchema, whole: windowTrendSchema }),
  /** mean true range of the last 20 candles: the unit of patterns, levels and momentum */
  meanRange: z.number(),
  /** mean signed body of the last 3 candles, in mean ranges */
  momentum: z.number(),
  /** mean range of the last 14 candles over the chart's mean range */
  volatility: z.number(),
  levels: z.array(levelSchema),
  zone: z.enum(['support', 'resistance', 'middle', 'above-all', 'below-all']),
  patterns: z.array(
    z.object({
      name: z.string(),
      bias: z.enum(['bullish', 'bearish', 'neutral']),
      candles: z.number().int(),
      end: z.number().int(),
    }),
  ),
  reversal: z
    .object({
      name: z.string(),
      direction: z.union([z.literal(1), z.literal(-1)]),
      confirmed: z.boolean(),
      level: z.number().nullable(),
    })
    .nullable(),
  indicators: z.object({
    rsi: z.number().nullable(),
    macdHistogram: z.number().nullable(),
    ema9: z.number().nullable(),
    ema21: z.number().nullable(),
    bollingerPosition: z.number().nullable(),
  }),
  /** last volume bar over the mean of the previous ones; null when no volume pane was read */
  volumeRatio: z.number().nullable(),
  /** the row of the rule table that decided */
  rule: z.string(),
  /** the rule replayed on earlier candles: the candle it was called on and whether the next one agreed */
  replay: z.array(z.object({ index: z.number().int(), side: z.enum(['buy', 'sell']), hit: z.boolean() })),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const extractionSchema = z.object({
  plot: z.object({
    left: z.number(),
    top: z.number(),
    right: z.number(),
    bottom: z.number(),
    axisSide: z.enum(['left', 'right']).nullable().optional(),
    timeAxisY: z.number().nullable().optional(),
  }),
  candles: z.array(extractedCandleSchema),
  trend: z.object({ label: trendLabelSchema, ratio: z.number() }),
  priceScale: priceScaleSchema.nullable(),
  prices: z
    .array(z.object({ open: z.number(), high: z.number(), low: z.number(), close: z.number() }))
    .optional(),
  colorScheme: z
    .object({
      up: z.string(),
      down: z.string(),
      background: z.string(),
      hollowUp: z.boolean(),
      theme: z.enum(['dark', 'light']),
    })
    .optional(),
  quality: z
    .object({ candlesFound: z.number().int(), slotSpacing: z.number(), regularity: percent })
    .optional(),
  /** every text box found in the image; `text` where it was read */
  text: z
    .array(
      z.object({
        x0: z.number(),
        y0: z.number(),
        x1: z.number(),
        y1: z.number(),
        text: z.string().optional(),
        confidence: z.number().optional(),
      }),
    )
    .optional(),
  /** what the chart's own header, legend or broker UI printed, and where each shown value came from */
  header: z
    .object({
      symbol: z.string().nullable(),
      timeframe: z.string().nullable(),
      legend: z.object({ open: z.number(), high: z.number(), low: z.number(), close: z.number() }).nullable(),
      symbolSource: z.enum(['imagem', 'especificação', 'configuração']).nullable(),
      timeframeSource: z.enum(['imagem', 'especificação', 'configuração']).nullable(),
    })
    .optional(),
  evidence: evidenceSchema.optional(),
});
export type Extraction = z.infer<typeof extractionSchema>;

export const analysisMetadataSchema = z.object({
  model: z.string(),
  /** milliseconds, measured from the image bytes to the finished result */
  analysis_time: z.number(),
  confidence_score: percent,
  /** milliseconds spent loading models in this thread (0 once warm), not part of analysis_time */
  models_load_time: z.number().optional(),
  /** milliseconds per reading stage */
  stage_times: z.record(z.string(), z.number()).optional(),
});
export type AnalysisMetadata = z.infer<typeof analysisMetadataSchema>;

export const decisionSchema = z.object({
  direcao_sugerida: z.string(),
  tempo_ideal: z.string(),
  motivo: z.string(),
  observacao: z.string(),
});
export type Decision = z.infer<typeof decisionSchema>;

/** The "Displayed result" of SPEC.md section 3. */
export const displayedResultSchema = z.object({
  simbolo: z.string(),
  timeframe: z.string(),
  setor: sectorSchema,
  tendencia_atual: trendLabelSchema,
  forca_tendencia: percent,
  leitura_velas: z.string(),
  zona_atual: z.string(),
  sinal_entrada: entrySignalSchema,
  tempo_ideal: z.string(),
  proxima_vela: z.string(),
  probabilidade: percent,
  preco_entrada: z.string(),
  stop_loss: z.string(),
  take_profit_1: z.string(),
  risk_reward: z.string(),
  confluencias: z.array(z.string()),
  forca_sinal: percent,
  justificativa: z.string(),
  alertas: z.array(z.string()),
  armadilha_possivel: z.boolean(),
  contexto_necessario: z.string(),
  contexto_mercado: z.string(),
  indicadores_principais: z.string(),
  padroes_identificados: z.array(z.string()),
  volume_analise: z.string(),
  decisao_vtx: decisionSchema,
  comentario_vtx: z.string(),
});
export type DisplayedResult = z.infer<typeof displayedResultSchema>;

/** The rule's record on the chart's own earlier candles (issue 13). */
export const ruleRecordSchema = z.object({
  sinais: z.number().int().min(0),
  acertos: z.number().int().min(0),
  /** hit rate, percent; null without past signals */
  taxa: percent.nullable(),
  /** Wilson 90 % interval of the hit rate, percent */
  intervalo_90: z.tuple([percent, percent]).nullable(),
  /** "Nesta imagem, a regra acertou 14 de 22 sinais (64 %; intervalo de 90 %: 47–78 %)" */
  texto: z.string(),
});
export type RuleRecordView = z.infer<typeof ruleRecordSchema>;

export const evidenceGroupSchema = z.object({
  nome: z.string(),
  peso: z.number(),
  /** mean vote of the group's members: −1 (baixa) … +1 (alta) */
  voto: z.number().min(-1).max(1),
  itens: z.array(z.string()),
});

/** How the decision was reached: its basis, the evidence groups and where the probability comes from. */
export const assessmentSchema = z.object({
  base: z.enum(['tendencia', 'reversao', 'espera']),
  regra: z.string(),
  motivo: z.string(),
  /**
   * 'historico': probabilidade is the rule's hit rate on this chart; 'concordancia': the agreement
   * score; 'verificado': the rule's outcomes verified from later prints in this sector and timeframe
   */
  fonte_probabilidade: z.enum(['historico', 'concordancia', 'verificado']),
  concordancia: percent,
  historico: ruleRecordSchema,
  /** the rule's call that the plan's numbers turned into a wait, and why (issue 22) */
  bloqueio: z.object({ sinal: entrySignalSchema, motivo: z.string() }).nullable().optional(),
  grupos: z.array(evidenceGroupSchema),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/**
 * A condition a trader can check on the next candles, and what to do when it holds (issue 22):
 * "CALL se uma vela fechar acima de 0,16902 (rompimento da resistência)".
 */
export const triggerSchema = z.object({
  /** the entry it opens */
  direcao: z.enum(['CALL', 'PUT', 'COMPRA', 'VENDA']),
  /** the condition in the trader's words, with the price */
  condicao: z.string(),
  /** the level, on the chart's price scale */
  preco: z.number(),
  /** how long it holds, in words ("nas próximas 3 velas (15 minutos)") */
  validade: z.string(),
  /** machine-readable condition: a candle closes above or below `preco` */
  tipo: z.enum(['fechar-acima', 'fechar-abaixo']),
  /** candles, counted after the analysed one, during which it may fire */
  velas: z.number().int().min(1),
  /** what kind of setup it is (the trigger's rule) */
  regra: z.enum([
    'rompimento-resistencia',
    'rompimento-suporte',
    'confirmacao-reversao',
    'retomada-tendencia',
  ]),
  /** what to do once it fires: entry, expiry or stop and target */
  acao: z.string(),
  /** options: expiry in candles of the chart's timeframe */
  expiracao_velas: z.number().int().min(1).nullable(),
  /** trades: stop, target and risk/reward if entered at `preco` */
  stop: z.number().nullable(),
  alvo: z.number().nullable(),
  risco_retorno: z.number().nullable(),
  /** how such breakouts went on this chart's earlier candles (the next candle followed or not) */
  historico: z
    .object({ sinais: z.number().int().min(0), acertos: z.number().int().min(0), texto: z.string() })
    .nullable()
    .optional(),
});
export type Trigger = z.infer<typeof triggerSchema>;

/**
 * The plan behind the headline (issue 22), in numbers: what a binary option must win to pay,
 * the levels of a trade, and the triggers that say what to wait for.
 */
export const planSchema = z.object({
  /** options: the payout in percent (93 = a win pays 93 % of the stake); null elsewhere */
  payout: z.number().nullable(),
  payout_fonte: z.enum(['imagem', 'configuração']).nullable(),
  /** hit rate that breaks even, percent: 1/(1+payout) for options, 1/(1+R/R) for a trade */
  equilibrio: z.number().nullable(),
  /** options: expected R$ per R$ 10 staked at the shown probability; null elsewhere or when no call was weighed */
  valor_esperado: z.number().nullable(),
  /** trades: on the chart's price scale; null without a trade or without a read axis */
  entrada: z.number().nullable(),
  stop: z.number().nullable(),
  alvo: z.number().nullable(),
  risco_retorno: z.number().nullable(),
  /** options: the expiry in candles of the chart's timeframe */
  expiracao_velas: z.number().int().nullable(),
  /** minutes per candle the plan counts in, and whether the print showed it */
  minutos_por_vela: z.number().nullable(),
  timeframe_assumido: z.boolean(),
  gatilhos: z.array(triggerSchema),
  /** the optional second print on a higher timeframe: its trend, whether it agrees, in words */
  timeframe_maior: z
    .object({
      timeframe: z.string().nullable(),
      /** null when the print was set aside (texto says why) */
      tendencia: trendLabelSchema.nullable(),
      concorda: z.boolean().nullable(),
      texto: z.string(),
    })
    .nullable()
    .optional(),
  /** the plan in one pt-BR paragraph, with its numbers */
  resumo: z.string(),
});
export type TradePlan = z.infer<typeof planSchema>;

export const chartAnalysisSchema = displayedResultSchema.extend({
  avaliacao: assessmentSchema.optional(),
  plano: planSchema.optional(),
  extraction: extractionSchema.optional(),
  metadata: analysisMetadataSchema,
});
export type ChartAnalysis = z.infer<typeof chartAnalysisSchema>;

export function isOptionSector(sector: Sector): boolean {
  return OPTION_SECTORS.includes(sector);
}

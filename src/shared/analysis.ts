import { z } from 'zod';

/**
 * Result contract of a chart analysis, shared by the server (engine, vision-LLM adapter)
 * and the web front end. Imports nothing but zod so the browser bundle can use it.
 */

export const SECTORS = ['binary', 'otc', 'forex', 'crypto', 'stocks', 'commodities', 'indices'] as const;
export const sectorSchema = z.enum(SECTORS);
export type Sector = z.infer<typeof sectorSchema>;

export const TIMEFRAMES = ['1h', '4h', '1d', '1w'] as const;
export const timeframeSettingSchema = z.enum(TIMEFRAMES);
export type TimeframeSetting = z.infer<typeof timeframeSettingSchema>;

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
});
export type PriceScale = z.infer<typeof priceScaleSchema>;

export const extractionSchema = z.object({
  plot: z.object({ left: z.number(), top: z.number(), right: z.number(), bottom: z.number() }),
  candles: z.array(extractedCandleSchema),
  trend: z.object({ label: trendLabelSchema, ratio: z.number() }),
  priceScale: priceScaleSchema.nullable(),
  prices: z
    .array(z.object({ open: z.number(), high: z.number(), low: z.number(), close: z.number() }))
    .optional(),
  colorScheme: z
    .object({ up: z.string(), down: z.string(), background: z.string(), hollowUp: z.boolean(), theme: z.enum(['dark', 'light']) })
    .optional(),
  quality: z.object({ candlesFound: z.number().int(), slotSpacing: z.number(), regularity: percent }).optional(),
});
export type Extraction = z.infer<typeof extractionSchema>;

export const analysisMetadataSchema = z.object({
  model: z.string(),
  /** milliseconds, measured from the image bytes to the finished result */
  analysis_time: z.number(),
  confidence_score: percent,
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

export const chartAnalysisSchema = displayedResultSchema.extend({
  extraction: extractionSchema.optional(),
  metadata: analysisMetadataSchema,
});
export type ChartAnalysis = z.infer<typeof chartAnalysisSchema>;

export function isOptionSector(sector: Sector): boolean {
  return OPTION_SECTORS.includes(sector);
}

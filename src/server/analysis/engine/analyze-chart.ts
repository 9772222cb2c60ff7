import { CHART_TIMEFRAMES, SETTING_TO_CHART_TIMEFRAME, type ChartTimeframe } from '../../../shared/plan';
import { defaultUserSettings } from '../../../shared/user-settings';
import { planAnswer } from './decision/plan-answer';
import { readingSeries } from './decision/reading-series';
import {
  higherTimeframeMembers,
  measureHigherTimeframe,
  type HigherTimeframe,
} from './decision/higher-timeframe';
import {
  isOptionSector,
  type Accuracy,
  type ChartAnalysis,
  type Sector,
  type TimeframeSetting,
} from '../../../shared/analysis';
import { judgeReading } from './decision/judge-reading';
import { luminance, toHex } from './image/colour-math';
import { checkConsistency } from './decision/check-consistency';
import { composeResult } from './decision/compose-result';
import { describeEvidence } from './decision/describe-evidence';
import { agreementScore, groupEvidence } from './decision/evidence-groups';
import { parseIntent } from './decision/intent';
import { describeRecord } from './decision/record-text';
import { replayRule } from './decision/replay-rule';
import { measureRuleInputs } from './decision/rule-inputs';
import { applyRuleTable } from './decision/rule-table';
import { decodeImage } from './image/decode';
import { ChartReadError } from './errors';
import { normalizeResult } from './decision/normalize-result';
import { formatPrice } from './decision/format';
import { annotateResult } from './picture/annotate';
import { readChart, type ChartReading } from './read-chart';
import { describeVolume, relativeVolume } from './evidence/volume';
import { computeIndicators } from './evidence/indicators';
import { loadOcrModels, type OcrModels } from './text/ocr-models';
import { chooseSource } from './decision/symbol-source';
import { MIN_VERIFIED_OUTCOMES } from './decision/plan-params';
import type { LearnedRecord } from '../../../shared/verification';

export const ENGINE_MODEL = 'vtx-local-engine/3';
/** Fewer candles than this is not a chart we can analyse (a crop, a single button). */
export const MIN_CANDLES = 8;
/** options: payout in percent when neither the print nor the trader gave one */
export const DEFAULT_PAYOUT = 80;

export type AnalyzeOptions = {
  sector: Sector;
  specification?: string;
  /** the settings' default timeframe, used when nothing else says */
  timeframe?: TimeframeSetting;
  /** the timeframe the trader picked on the analysis page (used where the print shows none) */
  chartTimeframe?: ChartTimeframe;
  /** options: the trader's payout in percent (used where the print shows none) */
  payout?: number;
  /** the same asset on a higher timeframe (issue 22, item 6): its trend and levels join the evidence */
  higherTimeframe?: Buffer;
  accuracy?: Accuracy;
  /** verified outcomes of the rules in this sector (issue 24): a rule with enough shows its own rate */
  learned?: LearnedRecord[];
  annotate?: boolean;
  /** run the consistency checker and throw on a contradiction (tests, CLI, development) */
  strict?: boolean;
};

export type AnalyzeOutput = { result: ChartAnalysis; annotatedPng?: Buffer };

/**
 * One screenshot, top to bottom: decode → text → plot → candles → scale (readChart), then the
 * evidence (trend, indicators, patterns, support/resistance, volume), the decision and the
 * picture. `metadata.analysis_time` counts the image's analysis; loading the OCR models (once
 * per thread) is reported apart as `models_load_time`.
 */
export async function analyzeChart(image: Buffer, options: AnalyzeOptions): Promise<AnalyzeOutput> {
  const tLoad = performance.now();
  const models = await loadOcrModels();
  const loadMs = performance.now() - tLoad;
  const t0 = performance.now();
  const img = await decodeImage(image);
  const reading = await readChart(img, models);
  const verdict = judgeReading(img, reading);
  if (verdict !== 'ok') throw new ChartReadError(verdict);
  const result = decideFromReading(reading, options, {
    higher: options.higherTimeframe ? await readHigher(options.higherTimeframe, models) : undefined,
  });
  result.metadata = {
    model: ENGINE_MODEL,
    analysis_time: Math.round((performance.now() - t0 - reading.text.timings.warmMs) * 10) / 10,
    confidence_score: result.probabilidade,
    models_load_time: Math.round((loadMs + reading.text.timings.warmMs) * 10) / 10,
    stage_times: {
      text: Math.round(reading.timings.text - reading.text.timings.warmMs),
      plot: Math.round(reading.timings.plot),
      candles: Math.round(reading.timings.candles),
    },
  };
  if (options.strict) {
    const problems = checkConsistency(result);
    if (problems.length) throw new Error(`Resultado incoerente: ${problems.join('; ')}`);
  }
  if (!options.annotate) return { result };
  return { result, annotatedPng: await annotateResult(img, result) };
}

/**
 * Everything after the reading: prices from the scale, the evidence, the decision and its plan.
 * Pure and synchronous, so a saved reading can be decided again (tests, the verification of a
 * later print).
 */
export function decideFromReading(
  reading: ChartReading,
  options: AnalyzeOptions,
  context: DecisionContext = {},
): ChartAnalysis {
  const candles = reading.candles!.candles;
  const axis = reading.axis;
  const plot = reading.plot;
  const { series, relative, pixel } = readingSeries(reading);

  const volume = reading.candles!.volume;
  const intent = parseIntent(options.specification);
  const accuracy = options.accuracy ?? 'balanced';
  const fmt = (p: number) => formatPrice(p, relative, axis?.decimals);
  const inputs = measureRuleInputs(series, pixel);
  const outcome = applyRuleTable(inputs, accuracy, fmt);
  const record = replayRule(series, accuracy, pixel);
  const ind = computeIndicators(series);
  const lastClose = series[series.length - 1]!.close;
  const header = reading.header;
  const symbol = chooseSource(header.symbol, intent.symbol, undefined);
  const option = isOptionSector(options.sector);
  const fallbackTimeframe =
    options.chartTimeframe ??
    (option ? 'M1' : SETTING_TO_CHART_TIMEFRAME[options.timeframe ?? defaultUserSettings.defaultTimeframe]);
  // a timeframe measured on the time axis stands where nothing names one: after what the print,
  // the specification or the trader's pick names, before the settings' default
  const measured = options.chartTimeframe || intent.timeframe ? undefined : header.timeAxis;
  const timeframe = chooseSource(
    header.timeframe ?? measured?.timeframe,
    intent.timeframe,
    fallbackTimeframe,
  );
  const minutesPerCandle =
    timeframe.source === 'imagem'
      ? (header.minutes ?? measured?.minutes ?? null)
      : timeframe.source === 'especificação'
        ? (intent.minutes ?? null)
        : CHART_TIMEFRAMES[fallbackTimeframe];
  const higher = higherContext(context, {
    symbol: symbol.value,
    minutes: minutesPerCandle,
    lastClose,
    relative,
  });
  const rel = relativeVolume(volume);
  const groups = groupEvidence({
    rule: inputs,
    ind,
    lastClose,
    volume: rel ? { ratio: rel.ratio, direction: candles[candles.length - 1]!.direction } : null,
    higher: higher?.status === 'used' ? higherTimeframeMembers(higher, fmt) : null,
  });
  const score = agreementScore(groups);
  // the payout a broker prints beside the asset wins over the trader's setting
  const payout = option
    ? header.payout
      ? { value: header.payout, source: 'imagem' as const }
      : { value: options.payout ?? DEFAULT_PAYOUT, source: 'configuração' as const }
    : null;
  const labels = option ? ({ up: 'CALL', down: 'PUT' } as const) : ({ up: 'COMPRA', down: 'VENDA' } as const);
  const recordView = describeRecord(record);
  const answer = planAnswer({
    series,
    inputs,
    outcome,
    record: recordView,
    score,
    option,
    labels,
    payout,
    relative,
    fmt,
    minutesPerCandle,
    timeframeAssumed: timeframe.source !== 'imagem',
    higher,
    learned:
      options.learned?.find(
        (l) =>
          l.rule === outcome.rule &&
          l.timeframe === timeframe.value &&
          l.wins + l.losses >= MIN_VERIFIED_OUTCOMES,
      ) ?? null,
  });
  const composed = composeResult({
    sector: options.sector,
    intent,
    symbol,
    timeframe,
    timeframePicked: options.chartTimeframe !== undefined,
    imageTimeframe: header.timeframe ?? null,
    imageSymbol: header.symbol ?? null,
    series,
    relative,
    decimals: axis?.decimals,
    inputs,
    outcome,
    groups,
    score,
    record: recordView,
    ind,
    volumeText: describeVolume(volume),
    candleCount: candles.length,
    answer,
  });
  const evidence = describeEvidence({ inputs, outcome, ind, volumeRatio: rel?.ratio ?? null, record });
  const cr = reading.candles!;
  const result = normalizeResult(
    {
      ...composed,
      extraction: {
        plot: {
          left: plot.x0,
          top: plot.y0,
          right: plot.x1,
          bottom: plot.y1,
          axisSide: plot.axisSide,
          timeAxisY: plot.timeAxisY,
        },
        candles: candles.map((c) => ({
          x: c.x,
          yOpen: c.yOpen,
          yHigh: c.yHigh,
          yLow: c.yLow,
          yClose: c.yClose,
          direction: c.direction,
        })),
        trend: { label: inputs.trend.recent.label, ratio: inputs.trend.recent.ratio },
        priceScale: axis
          ? {
              intercept: axis.intercept,
              slope: axis.slope,
              labelsRead: axis.labelsUsed.length,
              side: plot.axisSide ?? 'right',
              maxResidual: axis.maxResidual,
              log: axis.log,
              percent: axis.percent,
              ...(axis.decimals !== undefined ? { decimals: axis.decimals } : {}),
              labelsUsed: axis.labelsUsed.map((l) => ({
                text: l.text,
                y: Math.round(l.y * 10) / 10,
                value: l.value,
              })),
            }
          : null,
        ...(relative ? {} : { prices: series }),
        text: reading.text.items.map((it) => ({
          x0: it.x0,
          y0: it.y0,
          x1: it.x1,
          y1: it.y1,
          ...(it.text !== undefined
            ? { text: it.text, confidence: Math.round((it.confidence ?? 0) * 100) / 100 }
            : {}),
        })),
        header: {
          symbol: header.symbol ?? null,
          timeframe: header.timeframe ?? measured?.timeframe ?? null,
          legend: header.legend ?? null,
          symbolSource: symbol.source,
          timeframeSource: timeframe.source,
        },
        colorScheme: {
          up: toHex(cr.colours.up),
          down: toHex(cr.colours.down),
          background: toHex(cr.colours.background),
          hollowUp: cr.colours.hollowUp,
          theme: luminance(cr.colours.background) < 128 ? 'dark' : 'light',
        },
        quality: {
          candlesFound: candles.length,
          slotSpacing: Math.round(cr.spacing * 100) / 100,
          regularity: Math.round(cr.coverage * 100),
        },
        evidence,
      },
    },
    { sector: options.sector, model: ENGINE_MODEL },
  );
  return result;
}

/** What a decision may take besides the main reading: the trader's higher-timeframe print. */
export type DecisionContext = {
  /** the second print's reading, or why it could not be read */
  higher?: { reading: ChartReading } | { failure: string };
};

function higherContext(
  context: DecisionContext,
  main: { symbol: string | null; minutes: number | null; lastClose: number; relative: boolean },
): HigherTimeframe | null {
  const h = context.higher;
  if (!h) return null;
  if ('failure' in h)
    return { status: 'ignored', reason: `o segundo print não pôde ser lido (${h.failure})` };
  return measureHigherTimeframe({ reading: h.reading, ...main });
}

const HIGHER_FAILURES = {
  NOT_AN_IMAGE: 'não é uma imagem válida',
  NO_CANDLES: 'nenhum gráfico de candles encontrado nele',
  TOO_BLURRY: 'pequeno ou borrado demais',
} as const;

/** The second print, read like the first; a print that cannot be read is set aside, never fatal. */
async function readHigher(image: Buffer, models: OcrModels): Promise<NonNullable<DecisionContext['higher']>> {
  try {
    const img = await decodeImage(image);
    const reading = await readChart(img, models);
    const verdict = judgeReading(img, reading);
    return verdict === 'ok' ? { reading } : { failure: HIGHER_FAILURES[verdict] };
  } catch {
    return { failure: HIGHER_FAILURES.NOT_AN_IMAGE };
  }
}

import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { StatusCheck } from '../../../shared/admin';
import { systemStatusTexts as t } from '../../../shared/messages/system-status';
import type { Database } from '../../lib/database';
import type { Mailer } from '../../lib/mailer';
import { AnalysisFailure, type AnalysisProvider } from '../analysis';
import type { CardCheckoutProvider } from '../payments';

export type { StatusCheck };

/** What 'Status do Sistema' measures; each check is a real round trip, or says it is not configured. */
export interface StatusProbes {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  analysis: Pick<AnalysisProvider, 'name' | 'model' | 'analyze' | 'queueDepth'>;
  cardProvider: Pick<CardCheckoutProvider, 'name' | 'probe'> | null;
  mailer: Pick<Mailer, 'mode' | 'verify'>;
  /** Each check gives up after this long (the page must not hang on a dead service). */
  timeoutMs?: number;
}

const defaultTimeoutMs = 10_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** What failed, without the error's own text (it may carry addresses or keys). */
function failureDetail(error: unknown): string {
  if (error instanceof Error && error.message === 'timeout') return t.timedOut;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z_]{3,40}$/.test(code) ? t.failedWith(code) : t.failed;
}

async function measured(name: string, timeoutMs: number, probe: () => Promise<string>): Promise<StatusCheck> {
  const started = performance.now();
  try {
    const detail = await withTimeout(probe(), timeoutMs);
    return { name, state: 'ok', latencyMs: Math.round((performance.now() - started) * 10) / 10, detail };
  } catch (error) {
    return { name, state: 'fail', latencyMs: null, detail: failureDetail(error) };
  }
}

function unconfigured(name: string, detail: string): StatusCheck {
  return { name, state: 'unconfigured', latencyMs: null, detail };
}

// A small drawing of a few candles: enough for the engine to do its whole job on a worker thread
// (or a queue worker), cheap enough to run on every visit to the overview.
let tinyChart: Promise<Buffer> | null = null;
function tinyChartImage(): Promise<Buffer> {
  const candles = [
    [20, 60, 40, '#16a34a'],
    [45, 50, 30, '#16a34a'],
    [70, 40, 35, '#dc2626'],
    [95, 45, 25, '#16a34a'],
    [120, 30, 30, '#16a34a'],
  ] as const;
  const bodies = candles
    .map(([x, y, h, colour]) => `<rect x="${x}" y="${y}" width="12" height="${h}" fill="${colour}"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#fff"/>${bodies}</svg>`;
  tinyChart ??= sharp(Buffer.from(svg)).png().toBuffer();
  return tinyChart;
}

async function probeAnalysis(probes: StatusProbes, timeoutMs: number): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    await probes.analysis.analyze(await tinyChartImage(), { sector: 'forex', annotate: false, signal });
    return t.analysisDone(probes.analysis.name, probes.analysis.model);
  } catch (error) {
    // The engine ran and judged the drawing unreadable: an answer, which is what is measured.
    if (error instanceof AnalysisFailure && error.kind === 'unreadable') {
      return t.analysisAnswered(probes.analysis.name, probes.analysis.model);
    }
    throw error;
  }
}

/** 'Status do Sistema': only what is measured now, each with its latency or why it failed. */
export async function checkSystemStatus(probes: StatusProbes): Promise<StatusCheck[]> {
  const timeoutMs = probes.timeoutMs ?? defaultTimeoutMs;
  const { cardProvider, mailer, analysis } = probes;
  return Promise.all([
    measured(t.database, timeoutMs, async () => {
      await probes.db.execute(sql`select 1`);
      return probes.databaseKind === 'pglite' ? t.databasePglite : t.databasePostgres;
    }),
    measured(t.analysis, timeoutMs, () => probeAnalysis(probes, timeoutMs)),
    analysis.queueDepth
      ? measured(t.queue, timeoutMs, async () => t.queueDepth(await analysis.queueDepth!()))
      : Promise.resolve(unconfigured(t.queue, t.queueInline)),
    cardProvider?.probe
      ? measured(t.payments, timeoutMs, async () => {
          await cardProvider.probe!();
          return t.stripeReached;
        })
      : Promise.resolve(
          unconfigured(t.payments, cardProvider?.name === 'sandbox' ? t.paymentsSandbox : t.paymentsNone),
        ),
    mailer.verify
      ? measured(t.email, timeoutMs, async () => {
          await mailer.verify!();
          return t.smtpVerified;
        })
      : Promise.resolve(unconfigured(t.email, t.emailOutbox)),
  ]);
}

export interface StatusMonitor {
  check(): Promise<StatusCheck[]>;
}

/**
 * The checks run a test analysis: several admins (or tabs) asking at once share one measurement,
 * reused for a few seconds, so the overview's refresh never becomes a load of its own.
 */
export function createStatusMonitor(probes: StatusProbes, maxAgeMs = 10_000): StatusMonitor {
  let last: { at: number; checks: Promise<StatusCheck[]> } | null = null;
  return {
    check() {
      const now = Date.now();
      if (!last || now - last.at > maxAgeMs) last = { at: now, checks: checkSystemStatus(probes) };
      return last.checks;
    },
  };
}

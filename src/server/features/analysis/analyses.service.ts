import type { LearnedRecord } from '../../../shared/verification';
import { planLine } from '../../../shared/plan';
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type {
  AnalysisDetail,
  AnalysisRequestFields,
  AnalysisResponse,
  AnalysisSummary,
} from '../../../shared/analyses';
import { chartAnalysisSchema, type ChartAnalysis } from '../../../shared/analysis';
import { analysisMessages as m } from '../../../shared/messages/analysis';
import { analysisFavorites, analysisHistory, type AnalysisRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Database } from '../../lib/database';
import type { ImageStore } from '../../lib/image-store';
import { pageAnswer, selectPage } from '../../lib/paging';
import type { SettingsCache } from '../settings';
import { recordAnalyticsEvent } from '../analytics';
import { readAnalysisImage, storeAnalysisImages, type ImageSize } from './analysis-images';
import type { AnalysisLimits } from './analysis-limits';
import { closeFailedAnalysis, openChargedAnalysis } from './charge-analysis';
import { AnalysisFailure, type AnalysisProvider } from './providers/analysis-provider';
import { toAnalysisFailure } from './providers/local-provider';

export interface AnalysesDeps {
  db: Database;
  /** Where the annotated pictures and their thumbnails go. */
  images: ImageStore;
  /** The per-process settings copy (maintenance mode, analytics switch). */
  settings: SettingsCache;
  provider: AnalysisProvider;
  timeoutMs: number;
  /** Verified outcomes of the rules in a sector (issue 24): the engine shows a rule's own when enough. */
  learned?: (sector: string) => Promise<LearnedRecord[]>;
  /** per-user limits on analyses (in flight, per minute, refused per hour) */
  limits?: AnalysisLimits;
  /**
   * After a delivered analysis, not awaited (the verification feature checks earlier calls against
   * it); best effort.
   */
  onDone?: (done: {
    userId: string;
    analysisId: string;
    sector: string;
    result: ChartAnalysis;
  }) => Promise<unknown>;
}

const failureStatus: Record<AnalysisFailure['kind'], AppError['code']> = {
  timeout: 'TIMEOUT',
  empty: 'UPSTREAM',
  invalid_format: 'UPSTREAM',
  upstream: 'UPSTREAM',
  unreadable: 'UNPROCESSABLE',
  busy: 'BUSY',
  unexpected: 'INTERNAL',
};

/** Fails at the timeout, and aborts `work` then, so the engine thread or queued job is freed. */
function withTimeout<T>(work: Promise<T>, timeoutMs: number, stop: AbortController): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new AnalysisFailure('timeout', m.timeout));
      stop.abort();
    }, timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One analysis, paid once: the credit is debited before the provider runs, and comes back as a
 * refund when the provider fails, times out or the user cancels (closes the request).
 */
export async function runAnalysis(
  deps: AnalysesDeps,
  options: {
    userId: string;
    image: Buffer;
    /** the optional second print of a higher timeframe */
    higherImage?: Buffer | null;
    fields: AnalysisRequestFields;
    signal: AbortSignal;
  },
): Promise<AnalysisResponse> {
  const { fields } = options;
  const opened = await openChargedAnalysis(deps.db, {
    userId: options.userId,
    sector: fields.sector,
    specification: fields.specification,
    provider: deps.provider.name,
    limits: deps.limits,
  });
  const started = performance.now();
  let stored: Awaited<ReturnType<typeof storeAnalysisImages>> | null = null;
  // The provider's work stops when the request closes or times out.
  const work = new AbortController();
  const closed = () => work.abort();
  options.signal.addEventListener('abort', closed, { once: true });
  if (options.signal.aborted) work.abort();
  try {
    const output = await withTimeout(
      deps.provider.analyze(options.image, {
        sector: fields.sector,
        specification: fields.specification,
        timeframe: fields.timeframe,
        chartTimeframe: fields.chartTimeframe,
        payout: fields.payout,
        ...(options.higherImage ? { higherTimeframe: options.higherImage } : {}),
        accuracy: fields.accuracy,
        learned: (await deps.learned?.(fields.sector).catch(() => [])) ?? [],
        annotate: true,
        signal: work.signal,
        userId: options.userId,
      }),
      deps.timeoutMs,
      work,
    );
    if (options.signal.aborted) throw new AnalysisFailure('unexpected', m.cancelled);
    // The picture and its thumbnail are in the store before the row points at them.
    stored = output.annotatedPng
      ? await storeAnalysisImages(deps.images, opened.analysisId, output.annotatedPng)
      : null;
    const [row] = await deps.db
      .update(analysisHistory)
      .set({
        status: 'done',
        model: output.result.metadata.model,
        result: output.result,
        imageKey: stored?.imageKey ?? null,
        thumbnailKey: stored?.thumbnailKey ?? null,
        durationMs: Math.round(performance.now() - started),
        finishedAt: new Date(),
      })
      .where(and(eq(analysisHistory.id, opened.analysisId), eq(analysisHistory.status, 'running')))
      // Not the image or the result back: both are in hand, and reading them costs time.
      .returning(closedColumns);
    if (!row) throw new AnalysisFailure('unexpected', m.unexpected);
    // Best effort: a counter must never turn a delivered analysis into an error.
    await recordAnalyticsEvent(deps.db, { metric: 'analysis', key: fields.sector }, deps.settings).catch(
      () => {},
    );
    // Not awaited: what runs after an analysis must not delay its answer.
    void deps
      .onDone?.({ userId: options.userId, analysisId: row.id, sector: fields.sector, result: output.result })
      .catch(() => {});
    const done: AnalysisRow = { ...row, result: output.result, annotatedImage: null };
    return {
      analysis: toDetail(done, { favorite: false }),
      credits: opened.balance,
      charged: opened.charged,
    };
  } catch (error) {
    if (stored) await deps.images.delete([stored.imageKey, stored.thumbnailKey]).catch(() => {});
    const failure = options.signal.aborted
      ? new AnalysisFailure('unexpected', m.cancelled)
      : toAnalysisFailure(error);
    await closeFailedAnalysis(deps.db, {
      analysisId: opened.analysisId,
      status: options.signal.aborted ? 'cancelled' : 'failed',
      errorMessage: failure.message,
      durationMs: Math.round(performance.now() - started),
    });
    throw new AppError(failureStatus[failure.kind], failure.message);
  } finally {
    options.signal.removeEventListener('abort', closed);
  }
}

const { result: _result, annotatedImage: _image, ...closedColumns } = getTableColumns(analysisHistory);

export async function assertNotInMaintenance(settings: SettingsCache): Promise<void> {
  const { systemMaintenance } = await settings.get();
  if (systemMaintenance) throw new AppError('MAINTENANCE', m.maintenance);
}

function storedResult(row: AnalysisRow): ChartAnalysis | null {
  if (!row.result) return null;
  const parsed = chartAnalysisSchema.safeParse(row.result);
  return parsed.success ? parsed.data : null;
}

function toSummary(row: AnalysisRow, { favorite }: { favorite: boolean }): AnalysisSummary {
  const result = storedResult(row);
  const hasImage = row.status === 'done' && (row.imageKey !== null || row.annotatedImage !== null);
  return {
    id: row.id,
    sector: row.sector,
    status: row.status,
    signal: result?.sinal_entrada ?? null,
    probability: result?.probabilidade ?? null,
    plan: result ? planLine(result) : null,
    symbol: result?.simbolo ?? null,
    specification: row.specification,
    favorite,
    imageUrl: hasImage ? `/api/analyses/${row.id}/image` : null,
    thumbnailUrl: hasImage ? `/api/analyses/${row.id}/image?size=thumb` : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toDetail(row: AnalysisRow, options: { favorite: boolean }): AnalysisDetail {
  return {
    ...toSummary(row, options),
    provider: row.provider,
    model: row.model,
    durationMs: row.durationMs,
    errorMessage: row.errorMessage,
    result: storedResult(row),
  };
}

const summaryColumns = {
  id: analysisHistory.id,
  userId: analysisHistory.userId,
  sector: analysisHistory.sector,
  specification: analysisHistory.specification,
  provider: analysisHistory.provider,
  model: analysisHistory.model,
  status: analysisHistory.status,
  charged: analysisHistory.charged,
  result: analysisHistory.result,
  errorMessage: analysisHistory.errorMessage,
  durationMs: analysisHistory.durationMs,
  createdAt: analysisHistory.createdAt,
  finishedAt: analysisHistory.finishedAt,
  imageKey: analysisHistory.imageKey,
  thumbnailKey: analysisHistory.thumbnailKey,
  // A picture not yet moved out of the database: lists only need to know it exists.
  annotatedImage: sql<Buffer | null>`case when ${analysisHistory.annotatedImage} is null then null else ''::bytea end`,
  favorite: sql<boolean>`${analysisFavorites.analysisId} is not null`,
};

export async function listAnalyses(
  db: Database,
  userId: string,
  query: { page: number; pageSize: number; favorites: boolean },
) {
  const favoriteJoin = and(
    eq(analysisFavorites.analysisId, analysisHistory.id),
    eq(analysisFavorites.userId, userId),
  );
  const where = query.favorites
    ? and(eq(analysisHistory.userId, userId), sql`${analysisFavorites.analysisId} is not null`)
    : eq(analysisHistory.userId, userId);
  const [rows, [total]] = await Promise.all([
    selectPage(
      db
        .select(summaryColumns)
        .from(analysisHistory)
        .leftJoin(analysisFavorites, favoriteJoin)
        .where(where)
        .orderBy(desc(analysisHistory.createdAt), desc(analysisHistory.id))
        .$dynamic(),
      query,
    ),
    db
      .select({ value: count() })
      .from(analysisHistory)
      .leftJoin(analysisFavorites, favoriteJoin)
      .where(where),
  ]);
  return pageAnswer(
    rows.map(({ favorite, ...row }) => toSummary(row, { favorite })),
    total?.value ?? 0,
    query,
  );
}

async function findOwned(db: Database, userId: string, id: string): Promise<AnalysisRow> {
  const [row] = await db
    .select()
    .from(analysisHistory)
    .where(and(eq(analysisHistory.id, id), eq(analysisHistory.userId, userId)));
  // Someone else's analysis answers exactly like a missing one.
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return row;
}

export async function getAnalysis(db: Database, userId: string, id: string): Promise<AnalysisDetail> {
  const row = await findOwned(db, userId, id);
  const [favorite] = await db
    .select()
    .from(analysisFavorites)
    .where(and(eq(analysisFavorites.userId, userId), eq(analysisFavorites.analysisId, id)));
  return toDetail(row, { favorite: Boolean(favorite) });
}

/** The user's own analysis picture, full size (PNG) or its thumbnail (WebP). */
export async function getAnalysisImage(
  deps: Pick<AnalysesDeps, 'db' | 'images'>,
  options: { userId: string; analysisId: string; size: ImageSize },
): Promise<Buffer> {
  const row = await findOwned(deps.db, options.userId, options.analysisId);
  if (row.status !== 'done') throw new AppError('NOT_FOUND', m.notFound);
  return readAnalysisImage(deps, row, options.size);
}

export async function setFavorite(
  db: Database,
  options: { userId: string; analysisId: string; favorite: boolean },
): Promise<void> {
  const { userId, analysisId: id, favorite } = options;
  const row = await findOwned(db, userId, id);
  if (favorite) {
    if (row.status !== 'done')
      throw new AppError('CONFLICT', 'Só análises concluídas podem ser favoritadas.');
    await db.insert(analysisFavorites).values({ userId, analysisId: id }).onConflictDoNothing();
  } else {
    await db
      .delete(analysisFavorites)
      .where(and(eq(analysisFavorites.userId, userId), eq(analysisFavorites.analysisId, id)));
  }
}

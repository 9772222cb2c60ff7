import { join, resolve } from 'node:path';
import pino from 'pino';
import { annotationTextLegible } from './analysis/engine';
import { buildApp } from './app';
import type { Env } from './env';
import { ensureFirstAdmin } from './features/admin';
import { expireAbandonedCheckouts } from './features/payments';
import { recoverInterruptedAnalyses, startImageUpkeep } from './features/analysis';
import { resolveAuthSecret } from './lib/auth-secret';
import { lockDataDir } from './lib/data-dir-lock';
import { openDatabase, type DatabaseHandle } from './lib/database';
import { openImageStore } from './lib/image-store';
import { loggerOptions } from './lib/logger';
import { startupNotices } from './startup-notices';
import type { AddressInfo } from 'node:net';

export interface RunningServer {
  url: string;
  /** The port actually listened on (PORT=0 picks a free one). */
  port: number;
  stop(): Promise<void>;
}

/** Opens the database (PGlite under DATA_DIR unless DATABASE_URL), migrates, seeds, listens. */
export async function startServer(
  env: Env,
  options: { logDestination?: pino.DestinationStream } = {},
): Promise<RunningServer> {
  const logOptions = loggerOptions(env) as pino.LoggerOptions;
  const logger = options.logDestination ? pino(logOptions, options.logDestination) : pino(logOptions);
  let releaseLock = () => {};
  let database: DatabaseHandle;
  if (env.DATABASE_URL) {
    database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL });
  } else {
    const dataDir = resolve(env.DATA_DIR);
    releaseLock = lockDataDir(dataDir);
    database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  }
  const imageStore = openImageStore({ url: env.IMAGE_STORE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const authSecret = await resolveAuthSecret(database.db, env.AUTH_SECRET);
    const { server, auth, analysisProvider, cardProvider, mailer } = await buildApp({
      env,
      database,
      imageStore,
      logger,
      authSecret,
    });
    const admin = await ensureFirstAdmin({ auth, db: database.db }, { password: env.ADMIN_PASSWORD });
    if (admin.created) {
      logger.info(
        admin.generated
          ? `First administrator created. Sign in at ${env.PUBLIC_URL}/admin/login with username "admin" and password "${admin.password}" (shown only this once; set ADMIN_PASSWORD to choose it).`
          : `First administrator created. Sign in at ${env.PUBLIC_URL}/admin/login with username "admin" and the password from ADMIN_PASSWORD.`,
      );
    }
    // PGlite has one process, so anything still 'running' was interrupted; on PostgreSQL other
    // processes may be mid-analysis, so only rows older than the analysis timeout count.
    // A live process closes its own analyses at the timeout; past it (plus a margin) a row is orphaned.
    const graceMs = env.ANALYSIS_TIMEOUT_MS + 5_000;
    const recovered = await recoverInterruptedAnalyses(
      database.db,
      database.kind === 'pglite' ? new Date() : new Date(Date.now() - graceMs),
    );
    if (recovered > 0) logger.warn(`Refunded ${recovered} analyses interrupted by a previous stop.`);
    const sweep = setInterval(() => {
      recoverInterruptedAnalyses(database.db, new Date(Date.now() - graceMs)).catch((error: unknown) =>
        logger.error({ err: error }, 'interrupted-analysis sweep failed'),
      );
      // Abandoned card checkouts show 'Expirado' on every screen (the admin's list included).
      expireAbandonedCheckouts(database.db).catch((error: unknown) =>
        logger.error({ err: error }, 'checkout expiry sweep failed'),
      );
    }, 60_000);
    sweep.unref();
    // Pictures still in the database move to the store, expired ones go: in the background.
    const imageUpkeep = startImageUpkeep(
      { db: database.db, images: imageStore, logger },
      { retentionDays: env.IMAGE_RETENTION_DAYS },
    );
    await server.listen({ host: env.HOST, port: env.PORT });
    for (const notice of startupNotices(env, {
      cardProvider: cardProvider?.name ?? null,
      mailMode: mailer.mode,
    })) {
      logger[notice.level](notice.message);
    }
    // The first analysis should not pay for starting the engine's workers.
    analysisProvider.warm?.().catch((error: unknown) => logger.warn({ err: error }, 'engine warm-up failed'));
    // Without a font the annotated charts' labels come out as empty boxes (docs/deploy.md).
    void annotationTextLegible().then(
      (legible) => {
        if (!legible)
          logger.warn(
            'No font for the annotated charts: their labels will print as empty boxes. Install fonts-dejavu-core (the Dockerfile does).',
          );
      },
      (error: unknown) => logger.warn({ err: error }, 'font check failed'),
    );
    logger.info(
      `VTX Análise is running at ${env.PUBLIC_URL} (database: ${database.kind === 'pglite' ? `PGlite in ${resolve(env.DATA_DIR)}` : 'PostgreSQL'}; images: ${imageStore.location})`,
    );
    let stopped = false;
    return {
      url: env.PUBLIC_URL,
      port: (server.server.address() as AddressInfo).port,
      async stop() {
        if (stopped) return;
        stopped = true;
        clearInterval(sweep);
        await server.close();
        await imageUpkeep.stop();
        await imageStore.close();
        await database.close();
        releaseLock();
      },
    };
  } catch (error) {
    await imageStore.close().catch(() => {});
    await database.close().catch(() => {});
    releaseLock();
    throw error;
  }
}

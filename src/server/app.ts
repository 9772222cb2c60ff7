import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { installPtBrErrors } from '../shared/zod-pt-br';
import type { Env } from './env';
import { analysisRoutes, type AnalysisProvider } from './features/analysis';
import { createApiAnalysisProvider } from './create-analysis-provider';
import { createCardProvider } from './create-card-provider';
import {
  createAdminAuth,
  adminLoginRoutes,
  adminRoutes,
  createStatusMonitor,
  requireAdminSession,
} from './features/admin';
import {
  publicResultsRoutes,
  verificationAdminRoutes,
  verificationRoutes,
  createVerificationRunner,
  learnedRecords,
} from './features/verification';
import { analyticsRoutes, createPageViewBatch } from './features/analytics';
import { creditRoutes } from './features/credits';
import {
  authRoutes,
  meRoutes,
  requireUserSession,
  createFedSessionCache,
  createAuth,
  type Auth,
} from './features/auth';
import {
  registerMaintenanceGate,
  createFedSettingsCache,
  publicStatusRoutes,
  userSettingsRoutes,
} from './features/settings';
import {
  type CardCheckoutProvider,
  paymentProviderRoutes,
  paymentRoutes,
  publicPlanRoutes,
  createPaymentReceiptNotifier,
} from './features/payments';
import { createFinnhubClient, marketRoutes, createMarketService } from './features/market';
import { registerCsrfGuard } from './lib/csrf';
import { fastifyTrustProxy } from './lib/trust-proxy';
import type { DatabaseHandle } from './lib/database';
import type { ImageStore } from './lib/image-store';
import { registerErrorHandler } from './lib/error-handler';
import { requestLogOptions } from './lib/logger';
import { createMailer, type Mailer } from './lib/mailer';
import type { PasswordHashing } from './lib/password-hashing';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerStaticWeb } from './lib/static-web';
import { healthRoutes } from './lib/health-routes';
import { registerUnsafeTextGuard } from './lib/unsafe-text';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  /** Where analysis pictures live (files under DATA_DIR/images, or an S3 bucket). */
  imageStore: ImageStore;
  logger: FastifyBaseLogger;
  authSecret: string;
  /** Tests may pass their own; by default SMTP when configured, else the database outbox. */
  mailer?: Mailer;
  /** Tests may pass a provider wired to a local fake; by default PAYMENT_PROVIDER decides. */
  cardProvider?: CardCheckoutProvider | null;
  /** Tests may pass their own; by default ANALYSIS_QUEUE and ANALYSIS_PROVIDER decide. */
  analysisProvider?: AnalysisProvider;
  /** Tests may pass a cheap one; by default better-auth's scrypt (see lib/password-hashing.ts). */
  passwordHashing?: PasswordHashing;
}

export interface App {
  server: ReturnType<typeof Fastify>;
  auth: Auth;
  mailer: Mailer;
}

/** Wires the features together. No I/O happens here beyond what the plugins register. */
export async function buildApp(deps: AppDeps) {
  installPtBrErrors();
  const { env, database } = deps;
  const server = Fastify({
    loggerInstance: deps.logger,
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Start-up on a busy 2-core machine (PGlite warm-up, tests in parallel) can pass the 10 s default.
    pluginTimeout: 120_000,
    ...requestLogOptions(),
  }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  // Every route as registered, so the security suite can check each one's policy (none forgotten).
  const routes: Array<{ method: string; url: string }> = [];
  server.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });

  const mailer =
    deps.mailer ??
    createMailer({
      db: database.db,
      logger: deps.logger,
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      logLinks: env.NODE_ENV !== 'production',
    });
  const auth = createAuth({
    db: database.db,
    mailer,
    secret: deps.authSecret,
    publicUrl: env.PUBLIC_URL,
    requireEmailConfirmation: env.AUTH_REQUIRE_EMAIL_CONFIRMATION,
    passwordHashing: deps.passwordHashing,
  });

  const cardProvider =
    deps.cardProvider !== undefined ? deps.cardProvider : createCardProvider(env, database.db);
  const stripeKeys =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
      : null;
  const sessions = await createFedSessionCache(database);
  server.addHook('onClose', async () => sessions.close());
  sessions.readOwnWrites(server);
  const sessionDeps = { auth, db: database.db, sessionCache: sessions.cache };
  const adminAuth = createAdminAuth({
    db: database.db,
    secret: deps.authSecret,
    publicUrl: env.PUBLIC_URL,
    passwordHashing: deps.passwordHashing,
  });
  const settings = await createFedSettingsCache(database);
  server.addHook('onClose', async () => settings.close());
  const settingsCache = settings.cache;
  // Page views reach the database in one statement every few seconds, whatever the traffic.
  const pageViews = createPageViewBatch({ db: database.db, flushEveryMs: 5_000 });
  server.addHook('onClose', async () => pageViews.close());
  const onPaymentFulfilled = createPaymentReceiptNotifier({
    db: database.db,
    mailer,
    logger: deps.logger,
    publicUrl: env.PUBLIC_URL,
  });
  const analysisProvider = deps.analysisProvider ?? createApiAnalysisProvider(env, deps.logger);
  server.addHook('onClose', async () => analysisProvider.close());
  const verification = createVerificationRunner({ db: database.db });
  server.addHook('onClose', async () => verification.close());
  const market = createMarketService({
    provider: env.FINNHUB_API_KEY
      ? createFinnhubClient({ apiKey: env.FINNHUB_API_KEY, baseUrl: env.FINNHUB_BASE_URL })
      : null,
    onCategoryFallback: (category, reason) => deps.logger.warn({ category, reason }, 'market data fallback'),
  });

  registerErrorHandler(server);
  await server.register(cookie);
  registerUnsafeTextGuard(server);
  await server.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, parts: 12 },
  });
  registerSecurityHeaders(server, { https: env.PUBLIC_URL.startsWith('https://') });
  registerCsrfGuard(server, { publicUrl: env.PUBLIC_URL });
  server.decorateRequest('sessionUser', null);
  server.decorateRequest('adminUser', null);
  registerMaintenanceGate(server, settingsCache);

  await server.register(swagger, {
    openapi: { info: { title: 'VTX Análise API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  await server.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      api.get('/openapi.json', { schema: { hide: true } }, async () => server.swagger());
      await api.register(publicStatusRoutes, { settings: settingsCache });
      await api.register(analyticsRoutes, {
        pageViews,
        settings: settingsCache,
        addressLimitFactor: env.ADDRESS_LIMIT_FACTOR,
      });
      await api.register(authRoutes, { ...sessionDeps, addressLimitFactor: env.ADDRESS_LIMIT_FACTOR });
      await api.register(publicPlanRoutes, {
        cardProvider: cardProvider?.name ?? null,
        pixEnabled: env.PIX_ENABLED,
      });
      await api.register(marketRoutes, { market });
      await api.register(paymentProviderRoutes, {
        db: database.db,
        // The sandbox's own pay and cancel endpoints exist only while it is the card provider.
        sandbox: cardProvider?.name === 'sandbox',
        sandboxStaging: env.PAYMENT_SANDBOX_IN_PRODUCTION,
        pixOn: env.PIX_ENABLED,
        stripe: stripeKeys,
        onFulfilled: onPaymentFulfilled,
      });
      const adminDeps = {
        adminAuth,
        userAuth: auth,
        db: database.db,
        settings: settingsCache,
        onPaymentFulfilled,
        mode: {
          environment: env.NODE_ENV,
          card: cardProvider?.name ?? ('unavailable' as const),
          pix: env.PIX_ENABLED,
        },
        status: createStatusMonitor({
          db: database.db,
          databaseKind: database.kind,
          analysis: analysisProvider,
          cardProvider,
          mailer,
        }),
      };
      await api.register(adminLoginRoutes, adminDeps);
      await api.register(adminRoutes, adminDeps);
      await api.register(publicResultsRoutes, { db: database.db });
      await api.register(async (guarded) => {
        guarded.addHook('onRequest', requireAdminSession(adminDeps));
        await guarded.register(verificationAdminRoutes, { db: database.db });
      });
      await api.register(async (userScope) => {
        userScope.addHook('onRequest', requireUserSession(sessionDeps));
        await userScope.register(meRoutes);
        await userScope.register(analysisRoutes, {
          db: database.db,
          images: deps.imageStore,
          settings: settingsCache,
          provider: analysisProvider,
          timeoutMs: env.ANALYSIS_TIMEOUT_MS,
          limits: {
            inFlight: env.ANALYSIS_USER_IN_FLIGHT,
            perMinute: env.ANALYSIS_USER_PER_MINUTE,
            refusedPerHour: env.ANALYSIS_USER_REFUSED_PER_HOUR,
          },
          onDone: (done) => verification.afterAnalysis(done),
          learned: (sector) => learnedRecords(database.db, sector),
        });
        await userScope.register(verificationRoutes, {
          db: database.db,
          provider: analysisProvider,
          checks: verification.checks,
        });
        await userScope.register(userSettingsRoutes, { db: database.db });
        await userScope.register(paymentRoutes, {
          db: database.db,
          cardProvider,
          publicUrl: env.PUBLIC_URL,
          sandboxStaging: env.PAYMENT_SANDBOX_IN_PRODUCTION,
          pix: env.PIX_ENABLED
            ? {
                key: env.PIX_KEY,
                name: env.PIX_MERCHANT_NAME,
                city: env.PIX_MERCHANT_CITY,
                whatsappNumber: env.PIX_WHATSAPP_NUMBER,
              }
            : null,
          onFulfilled: onPaymentFulfilled,
        });
        await userScope.register(creditRoutes, { db: database.db });
      });
    },
    { prefix: '/api' },
  );

  server.addHook('onClose', async () => market.close());
  await registerStaticWeb(server);
  return { server, auth, adminAuth, mailer, cardProvider, analysisProvider, routes, pageViews };
}

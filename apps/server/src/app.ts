import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import { API_BASE } from '@frontdesk/contracts/paths';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { type ApiDeps, registerApi } from './api';
import type { ModelRegistry } from './operator/models/registry';
import { type Config, trustProxyOption } from './platform/config';
import { openChangeFeed } from './platform/db/change-feed';
import type { DatabaseHandle } from './platform/db/client';
import { registerErrorHandling } from './platform/errors';
import { createRequestLogger, requestId, runWithRequestId } from './platform/logger';
import { createQueuedMailer } from './platform/mail/mail-queue';
import type { MailTransport } from './platform/mail/mailer';
import { createMetrics, type Metrics } from './platform/metrics';
import { registerMetricsRoutes } from './platform/metrics.routes';
import { registerOpenApi } from './platform/openapi';
import { RateLimiter } from './platform/rate-limit';
import { registerReadiness } from './platform/readiness';
import { deriveKeys, type Secrets } from './platform/secrets';
import { limitRequestBodyTime, serverTimeouts } from './platform/server-timeouts';
import { openSharedState, type SharedState } from './platform/shared-state';
import { registerShutdownSignal } from './platform/shutdown';
import { registerSpa } from './platform/spa';
import { registerWidgetAssets } from './platform/widget-assets';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** How mail leaves (SMTP, or the outbox files); the app queues each mail and delivers it by a job. */
  mailer: MailTransport;
  secrets: Secrets;
  logger: Logger;
  models: ModelRegistry;
  limiter?: RateLimiter;
  /** Rate-limit counters and background jobs; by default from config (in process, or Redis). */
  shared?: SharedState;
  /** Prometheus metrics; a fresh registry when not given. */
  metrics?: Metrics;
  /** Shorter waits for the waiting mail and webhook retries (tests). */
  notifications?: ApiDeps['notifications'];
}

const STRIPE_HOSTS = ['https://js.stripe.com', 'https://*.stripe.com'];

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEFAULT_WIDGET_DIST = fileURLToPath(
  new URL('../../../packages/react-chat/dist-script', import.meta.url),
);

/** Builds the whole application from its dependencies; modules are registered explicitly. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, secrets } = deps;
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast keeps the instance's default generic.
    loggerInstance: deps.logger as FastifyBaseLogger,
    genReqId: requestId,
    childLoggerFactory: (logger, bindings, options) =>
      createRequestLogger(logger as Logger, bindings, options) as FastifyBaseLogger,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    ...serverTimeouts(config),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerShutdownSignal(app, config.SHUTDOWN_GRACE_MS);
  const metrics = deps.metrics ?? createMetrics();
  registerMetricsRoutes(app, { metrics, token: config.METRICS_TOKEN });
  if (database.poolUse) metrics.registerDatabasePool(database.poolUse);
  // From here on, what the handler logs through any logger carries the request's id.
  app.addHook('preHandler', (request, _reply, done) => runWithRequestId(request.id, done));
  limitRequestBodyTime(app, config.REQUEST_TIMEOUT_MS);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  // Stripe's pricing table is a script and frames from Stripe's hosts, allowed only when in use.
  const stripe = config.BILLING_PROVIDER === 'stripe' ? STRIPE_HOSTS : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe],
        frameSrc: ["'self'", ...stripe],
        frameAncestors: ["'none'"],
      },
    },
  });

  await registerOpenApi(app);
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // What the server processes share (rate limits, jobs): this process's memory, or Redis.
  const shared = deps.shared ?? (await openSharedState(config, deps.logger));
  const { jobs } = shared;
  registerReadiness(app, { database, redisStatus: shared.redisStatus });
  // Jobs still running at shutdown finish before the mail transport and the database are closed.
  app.addHook('onClose', () => shared.close());
  const mailer = createQueuedMailer({
    db: database.db,
    jobs,
    transport: deps.mailer,
    sealingKeys: deriveKeys(secrets).credentials,
    log: deps.logger,
  });
  // Rows kept in memory (keys, configurations) are dropped when any process changes them.
  const changes = await openChangeFeed(database, deps.logger);
  app.addHook('onClose', () => changes.close());
  await app.register(
    (api) =>
      registerApi(api, {
        config,
        db: database.db,
        changes,
        mailer,
        secrets,
        logger: deps.logger,
        models: deps.models,
        metrics: metrics.operator,
        limiter: deps.limiter ?? new RateLimiter(shared.limits),
        jobs,
        notifications: deps.notifications,
      }),
    { prefix: API_BASE },
  );
  for (const name of jobs.names()) {
    metrics.registerQueue({ name, depth: async () => (await jobs.counts(name)).waiting });
  }
  jobs.onFailure((name) => metrics.jobFailed(name));
  const { limits } = shared;
  if (limits.fallbacks !== undefined)
    metrics.registerRateLimitFallbacks(() => limits.fallbacks ?? 0);

  registerWidgetAssets(
    app,
    config.WIDGET_DIST_DIR ? path.resolve(config.WIDGET_DIST_DIR) : DEFAULT_WIDGET_DIST,
  );
  await registerSpa(
    app,
    config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
  );
  return app;
}

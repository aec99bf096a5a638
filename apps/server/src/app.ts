import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import { API_BASE } from '@frontdesk/contracts/paths';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { registerApi } from './api';
import type { ModelRegistry } from './operator/models/registry';
import { type Config, trustProxyOption } from './platform/config';
import type { DatabaseHandle } from './platform/db/client';
import { registerErrorHandling } from './platform/errors';
import { createJobQueue } from './platform/jobs';
import { requestId } from './platform/logger';
import type { Mailer } from './platform/mail/mailer';
import { registerOpenApi } from './platform/openapi';
import { RateLimiter } from './platform/rate-limit';
import type { Secrets } from './platform/secrets';
import { limitRequestBodyTime, serverTimeouts } from './platform/server-timeouts';
import { registerSpa } from './platform/spa';
import { registerWidgetAssets } from './platform/widget-assets';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  secrets: Secrets;
  logger: Logger;
  models: ModelRegistry;
  limiter?: RateLimiter;
}

const STRIPE_HOSTS = ['https://js.stripe.com', 'https://*.stripe.com'];

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEFAULT_WIDGET_DIST = fileURLToPath(
  new URL('../../../packages/react-chat/dist-script', import.meta.url),
);

/** Builds the whole application from its dependencies; modules are registered explicitly. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, mailer, secrets } = deps;
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast keeps the instance's default generic.
    loggerInstance: deps.logger as FastifyBaseLogger,
    genReqId: requestId,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    ...serverTimeouts(config),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
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
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  // Jobs still running at shutdown finish before the mailer and the database are closed.
  const jobs = createJobQueue(deps.logger);
  app.addHook('onClose', () => jobs.drain());
  await app.register(
    (api) =>
      registerApi(api, {
        config,
        db: database.db,
        mailer,
        secrets,
        logger: deps.logger,
        models: deps.models,
        limiter: deps.limiter ?? new RateLimiter(),
        jobs,
      }),
    { prefix: API_BASE },
  );

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

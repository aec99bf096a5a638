import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import { API_BASE } from '@frontdesk/contracts/paths';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { registerAgentConfigurationRoutes } from './modules/agent-configuration/agent-configuration.routes';
import { registerApiKeyRoutes } from './modules/api-keys/api-keys.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { findUserById } from './modules/auth/auth.store';
import { registerContactRoutes } from './modules/contact/contact.routes';
import { registerPublicConversationRoutes } from './modules/conversations/public.routes';
import { registerConversationReviewRoutes } from './modules/conversations/review.routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { registerKnowledgeRoutes } from './modules/knowledge/knowledge.routes';
import { registerOrganizationRoutes } from './modules/organizations/organizations.routes';
import { createOrganizationsService } from './modules/organizations/organizations.service';
import { findMemberRole } from './modules/organizations/organizations.store';
import { registerToolRoutes } from './modules/tools/tools.routes';
import { createEmbedder } from './operator/embeddings';
import type { ModelRegistry } from './operator/models/registry';
import { createRetriever } from './operator/retriever';
import { parseDestinationPolicy } from './operator/tools/ssrf-guard';
import type { ToolRuntime } from './operator/tools/toolbox';
import { createGuards } from './platform/auth/guard';
import { createTokenIssuer } from './platform/auth/tokens';
import type { Config } from './platform/config';
import type { DatabaseHandle } from './platform/db/client';
import { registerErrorHandling } from './platform/errors';
import { requestId } from './platform/logger';
import type { Mailer } from './platform/mail/mailer';
import { registerOpenApi } from './platform/openapi';
import { RateLimiter } from './platform/rate-limit';
import type { Secrets } from './platform/secrets';
import { registerSpa } from './platform/spa';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  secrets: Secrets;
  logger: Logger;
  models: ModelRegistry;
  limiter?: RateLimiter;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole application from its dependencies; modules are registered explicitly. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, mailer, secrets } = deps;
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast keeps the instance's default generic.
    loggerInstance: deps.logger as FastifyBaseLogger,
    genReqId: requestId,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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

  const db = database.db;
  const limiter = deps.limiter ?? new RateLimiter();
  const tokens = createTokenIssuer(secrets.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS);
  const guards = createGuards({
    tokens,
    findAuthUser: (userId) => findUserById(db, userId),
    findMemberRole: (organizationId, userId) => findMemberRole(db, organizationId, userId),
  });
  const auth = createAuthService({
    db,
    tokens,
    mailer,
    limiter,
    appUrl: config.APP_URL,
    codeKey: secrets.jwtSecret,
  });
  const retriever = await createRetriever(db, await createEmbedder(config), deps.logger);
  const organizations = createOrganizationsService({
    db,
    tokens,
    tokenVersionOf: async (userId) => (await findUserById(db, userId))?.tokenVersion ?? -1,
  });

  const tools: ToolRuntime = {
    encryptionKey: secrets.encryptionKey,
    timeoutMs: config.TOOL_TIMEOUT_MS,
    maxSteps: config.TOOL_MAX_STEPS,
    policy: parseDestinationPolicy(config.TOOL_ALLOWED_HOSTS),
  };

  await app.register(
    async (api) => {
      registerAuthRoutes(api, auth, guards);
      registerOrganizationRoutes(api, organizations, guards);
      registerContactRoutes(api, { db, mailer, limiter, contactEmail: config.CONTACT_EMAIL });
      registerAgentConfigurationRoutes(api, { db, guards, engine: deps.models.engine });
      registerKnowledgeRoutes(api, db, guards, retriever);
      registerApiKeyRoutes(api, db, guards);
      registerToolRoutes(api, {
        db,
        guards,
        encryptionKey: secrets.encryptionKey,
        models: deps.models,
        limiter,
        llmTimeoutMs: config.LLM_TIMEOUT_MS,
      });
      registerConversationReviewRoutes(api, db, guards);
      registerPublicConversationRoutes(api, {
        respond: {
          db,
          retriever,
          models: deps.models,
          timeoutMs: config.LLM_TIMEOUT_MS,
          log: deps.logger,
          tools,
        },
        limiter,
        guards,
      });
      registerDashboardRoutes(api, db, guards);
    },
    { prefix: API_BASE },
  );

  await registerSpa(
    app,
    config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
  );
  return app;
}

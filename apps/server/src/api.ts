import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { registerAgentConfigurationRoutes } from './modules/agent-configuration/agent-configuration.routes';
import { createAgentConfigurationService } from './modules/agent-configuration/agent-configuration.service';
import { registerApiKeyRoutes } from './modules/api-keys/api-keys.routes';
import { createApiKeysService } from './modules/api-keys/api-keys.service';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import {
  registerBillingRoutes,
  registerBillingWebhookRoutes,
} from './modules/billing/billing.routes';
import { createBillingService } from './modules/billing/billing.service';
import { selectBillingProvider } from './modules/billing/providers/select-provider';
import { registerContactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { registerConversationRoutes } from './modules/conversations/conversations.routes';
import { createConversationsService } from './modules/conversations/conversations.service';
import { registerPublicConversationRoutes } from './modules/conversations/public.routes';
import { createPublicConversationsService } from './modules/conversations/public-conversations.service';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { registerKnowledgeRoutes } from './modules/knowledge/knowledge.routes';
import { createKnowledgeService } from './modules/knowledge/knowledge.service';
import {
  registerOrganizationDetailsRoutes,
  registerOrganizationRoutes,
} from './modules/organizations/organizations.routes';
import { createOrganizationsService } from './modules/organizations/organizations.service';
import { registerToolRoutes } from './modules/tools/tools.routes';
import { createToolsService } from './modules/tools/tools.service';
import { registerWidgetRoutes } from './modules/widget/widget.routes';
import { createWidgetService } from './modules/widget/widget.service';
import { createConversationStore } from './operator/conversations/conversation-store';
import type { ModelRegistry } from './operator/models/registry';
import { createEmbedder } from './operator/retrieval/embedder';
import { createKnowledgeBase } from './operator/retrieval/knowledge-base';
import { parseDestinationPolicy } from './operator/tools/ssrf-guard';
import { createOperator } from './operator/turn';
import { createGuards } from './platform/auth/guard';
import { createTokenIssuer } from './platform/auth/tokens';
import type { Config } from './platform/config';
import type { Database } from './platform/db/client';
import type { JobQueue } from './platform/jobs';
import type { Mailer } from './platform/mail/mailer';
import type { RateLimiter } from './platform/rate-limit';
import { deriveKeys, type Secrets } from './platform/secrets';

export interface ApiDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  secrets: Secrets;
  logger: Logger;
  models: ModelRegistry;
  limiter: RateLimiter;
  jobs: JobQueue;
}

/**
 * The composition root of /api/v1: builds each owner once (module services, the operator's
 * stores) and hands them to whoever reads them, so no module imports another. Routes that act on
 * the selected organization live in one scope whose guard is added once.
 */
export async function registerApi(api: FastifyInstance, deps: ApiDeps) {
  const { config, db, mailer, secrets, logger, models, limiter, jobs } = deps;

  // One key per purpose, derived from the configured secrets (platform/secrets.ts).
  const keys = deriveKeys(secrets);
  const tokens = createTokenIssuer(keys.accessTokens, config.ACCESS_TOKEN_TTL_SECONDS);
  const auth = createAuthService({
    db,
    tokens,
    mailer,
    limiter,
    jobs,
    appUrl: config.APP_URL,
    codeKey: keys.activationCodes,
  });
  const organizations = createOrganizationsService({
    db,
    tokens,
    tokenVersionOf: async (userId) => (await auth.findAuthUser(userId))?.tokenVersion ?? -1,
  });
  const guards = createGuards({
    tokens,
    findAuthUser: auth.findAuthUser,
    findMemberRole: organizations.memberRole,
  });

  const agentConfiguration = createAgentConfigurationService({ db, engine: models.engine });
  const apiKeys = createApiKeysService(db);
  const knowledgeBase = await createKnowledgeBase(db, await createEmbedder(config), logger);
  const conversationStore = createConversationStore(db);
  const billing = createBillingService({
    db,
    ...(await selectBillingProvider(config, db, logger)),
    organizationOf: async (id) => ({ id, name: (await organizations.details(id)).name }),
    // Tools are built below with billing's gate; counting them happens later, at request time.
    countOf: { contents: knowledgeBase.count, tools: (id) => tools.count(id) },
  });
  const tools = createToolsService({
    db,
    sealingKeys: keys.credentials,
    models,
    limiter,
    llmTimeoutMs: config.LLM_TIMEOUT_MS,
    assertCanAdd: (organizationId) => billing.assertCanAdd(organizationId, 'tools'),
  });
  const knowledge = createKnowledgeService({
    knowledge: knowledgeBase,
    assertCanAdd: (organizationId) => billing.assertCanAdd(organizationId, 'contents'),
  });
  const operator = createOperator({
    conversations: conversationStore,
    knowledge: knowledgeBase,
    settings: { agentConfiguration: agentConfiguration.forTurn, tools: tools.listForTurn },
    models,
    timeoutMs: config.LLM_TIMEOUT_MS,
    log: logger,
    tools: {
      sealingKeys: keys.credentials,
      timeoutMs: config.TOOL_TIMEOUT_MS,
      maxSteps: config.TOOL_MAX_STEPS,
      policy: parseDestinationPolicy(config.TOOL_ALLOWED_HOSTS),
    },
  });
  const widget = createWidgetService({ db, sealingKeys: keys.credentials });
  const conversations = createConversationsService({
    operator,
    conversations: conversationStore,
    limiter,
    allowanceOf: billing.turnAllowance,
  });
  const publicConversations = createPublicConversationsService({
    operator,
    conversations: conversationStore,
    limiter,
    findApiKey: apiKeys.findByKey,
    allowanceOf: billing.turnAllowance,
    visitorPolicyOf: widget.policyOf,
    operatorNameOf: async (id) => (await agentConfiguration.forTurn(id)).name,
    publicRateLimits: config.PUBLIC_API_RATE_LIMITS === 'on',
  });
  const dashboard = createDashboardService({
    countContents: knowledgeBase.count,
    countTools: tools.count,
    countApiKeys: apiKeys.count,
    isAgentConfigured: agentConfiguration.isConfigured,
    countConversationsByDay: conversationStore.countStartedByDay,
    usageSince: conversationStore.usageSince,
  });
  const contact = createContactService({
    db,
    mailer,
    limiter,
    contactEmail: config.CONTACT_EMAIL,
  });

  // Public, or guarded per route (accounts work before any organization exists).
  registerAuthRoutes(api, { auth, guards });
  registerOrganizationRoutes(api, { organizations, guards });
  registerContactRoutes(api, { contact });
  registerPublicConversationRoutes(api, { publicConversations, conversations });
  await registerBillingWebhookRoutes(api, { billing });
  startBillingReconciliation(api, billing.reconcile, logger);

  await api.register(async (scope) => {
    scope.addHook('preHandler', guards.organization);
    registerOrganizationDetailsRoutes(scope, { organizations });
    registerAgentConfigurationRoutes(scope, { agentConfiguration });
    registerKnowledgeRoutes(scope, { knowledge });
    registerApiKeyRoutes(scope, { apiKeys });
    registerToolRoutes(scope, { tools });
    registerConversationRoutes(scope, { conversations });
    registerDashboardRoutes(scope, { dashboard });
    registerBillingRoutes(scope, { billing });
    registerWidgetRoutes(scope, { widget });
  });
}

/** How often the provider's state is read again, catching events that never arrived. */
const RECONCILE_EVERY_MS = 60 * 60_000;

function startBillingReconciliation(
  app: FastifyInstance,
  reconcile: () => Promise<void>,
  log: Logger,
) {
  const timer = setInterval(() => {
    reconcile().catch((error) => log.warn({ err: error }, 'billing reconciliation failed'));
  }, RECONCILE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

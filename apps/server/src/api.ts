import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { registerAgentConfigurationRoutes } from './modules/agent-configuration/agent-configuration.routes';
import { createAgentConfigurationService } from './modules/agent-configuration/agent-configuration.service';
import { registerAnswerTestsRoutes } from './modules/answer-tests/answer-tests.routes';
import { createAnswerTestsService } from './modules/answer-tests/answer-tests.service';
import { startAutomaticRuns } from './modules/answer-tests/automatic-runs';
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
import { registerHandoffRoutes } from './modules/handoff/handoff.routes';
import { createHandoffService } from './modules/handoff/handoff.service';
import { registerInboxRoutes } from './modules/inbox/inbox.routes';
import { createInboxService } from './modules/inbox/inbox.service';
import { registerKnowledgeRoutes } from './modules/knowledge/knowledge.routes';
import { createKnowledgeService } from './modules/knowledge/knowledge.service';
import { registerKnowledgeGapsRoutes } from './modules/knowledge-gaps/knowledge-gaps.routes';
import { createKnowledgeGapsService } from './modules/knowledge-gaps/knowledge-gaps.service';
import { createKnowledgeGapsStore } from './modules/knowledge-gaps/knowledge-gaps.store';
import { MAX_HTML_BYTES } from './modules/knowledge-sources/html-text';
import { registerKnowledgeSourcesRoutes } from './modules/knowledge-sources/knowledge-sources.routes';
import { createKnowledgeSourcesService } from './modules/knowledge-sources/knowledge-sources.service';
import { createKnowledgeSourcesStore } from './modules/knowledge-sources/knowledge-sources.store';
import { registerNotificationsRoutes } from './modules/notifications/notifications.routes';
import {
  createNotificationsService,
  type NotificationTimings,
  scheduleWaitingSweep,
} from './modules/notifications/notifications.service';
import { startWebhooks } from './modules/notifications/webhooks';
import {
  registerOrganizationDetailsRoutes,
  registerOrganizationRoutes,
} from './modules/organizations/organizations.routes';
import { createOrganizationsService } from './modules/organizations/organizations.service';
import { registerInvitationRoutes, registerTeamRoutes } from './modules/organizations/team.routes';
import { createTeamService } from './modules/organizations/team.service';
import { registerToolRoutes } from './modules/tools/tools.routes';
import { createToolsService } from './modules/tools/tools.service';
import { registerWidgetRoutes } from './modules/widget/widget.routes';
import { createWidgetService } from './modules/widget/widget.service';
import { createConversationStore } from './operator/conversations/conversation-store';
import { createFeedbackStore } from './operator/conversations/feedback-store';
import { createHandoffStore } from './operator/conversations/handoff-store';
import { createInboxReads } from './operator/conversations/inbox-reads';
import { liveMessageOf } from './operator/conversations/live-message';
import { createUnansweredReads } from './operator/conversations/unanswered-reads';
import type { ModelRegistry } from './operator/models/registry';
import { createEmbedder } from './operator/retrieval/embedder';
import { createKnowledgeBase, type KnowledgeBase } from './operator/retrieval/knowledge-base';
import { questionTopics } from './operator/retrieval/question-features';
import { parseDestinationPolicy } from './operator/tools/ssrf-guard';
import { createOperator, type Operator } from './operator/turn';
import { createGuards, tenantOf } from './platform/auth/guard';
import { enforceRouteRules } from './platform/auth/route-rules';
import { createTokenIssuer } from './platform/auth/tokens';
import type { Config } from './platform/config';
import type { ChangeFeed } from './platform/db/change-feed';
import type { Database } from './platform/db/client';
import { runAsTenant, runOutsideTenant } from './platform/db/tenant-context';
import type { JobQueue } from './platform/jobs';
import { createLiveEvents } from './platform/live-events';
import type { Mailer } from './platform/mail/mailer';
import { noOperatorMetrics, type OperatorMetrics } from './platform/metrics-sink';
import type { RateLimiter } from './platform/rate-limit';
import { deriveKeys, type Secrets } from './platform/secrets';
import { routeRules } from './route-permissions';

export interface ApiDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  secrets: Secrets;
  logger: Logger;
  models: ModelRegistry;
  limiter: RateLimiter;
  jobs: JobQueue;
  /** Where the operator reports turn, retrieval, model and tool timings. */
  metrics?: OperatorMetrics;
  /** Changes every server process hears, so rows kept in memory are dropped at once. */
  changes: ChangeFeed;
  /** Shorter waits for the waiting mail and webhook retries (tests); the product's by default. */
  notifications?: NotificationTimings;
}

/**
 * The composition root of /api/v1: builds each owner once (module services, the operator's
 * stores) and hands them to whoever reads them, so no module imports another. Routes that act on
 * the selected organization live in one scope whose guard is added once.
 */
export async function registerApi(api: FastifyInstance, deps: ApiDeps) {
  const { config, db, mailer, secrets, logger, models, limiter, jobs } = deps;
  const metrics = deps.metrics ?? noOperatorMetrics;

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

  const agentConfiguration = createAgentConfigurationService({
    db,
    engine: models.engine,
    changes: deps.changes,
  });
  const apiKeys = createApiKeysService(db, deps.changes);
  const knowledgeBase = await createKnowledgeBase(
    db,
    await createEmbedder(config),
    logger,
    metrics,
    jobs,
    deps.changes,
  );
  const conversationStore = createConversationStore(db);
  // Live events reach every process through the change feed's connection (decision 024).
  const loadLiveMessage = async (organizationId: string, conversationId: string, id: string) => {
    const found = await runAsTenant(organizationId, () =>
      conversationStore.findMessage(organizationId, conversationId, id),
    );
    return found && liveMessageOf(found);
  };
  const live = createLiveEvents({
    transport: deps.changes,
    log: logger,
    loadMessage: loadLiveMessage,
  });
  const handoffStore = createHandoffStore(db);
  const handoff = createHandoffService({
    db,
    sealingKeys: keys.credentials,
    changes: deps.changes,
  });
  const billing = createBillingService({
    db,
    ...(await selectBillingProvider(config, db, logger)),
    organizationOf: async (id) => ({ id, name: (await organizations.details(id)).name }),
    // Tools are built below with billing's gate; counting them happens later, at request time.
    // A knowledge source counts as one content, beside the snippets.
    countOf: {
      contents: async (id) =>
        (await knowledgeBase.count(id)) + (await knowledgeSources.countSources(id)),
      tools: (id) => tools.count(id),
    },
    pagesOf: (id) => knowledgeSources.countPages(id),
  });
  const tools = createToolsService({
    db,
    sealingKeys: keys.credentials,
    models,
    limiter,
    llmTimeoutMs: config.LLM_TIMEOUT_MS,
    changes: deps.changes,
    assertCanAdd: (organizationId) => billing.assertCanAdd(organizationId, 'tools'),
  });
  // Websites and files (issue 26): each page's text is a content of the knowledge base.
  const knowledgeSources = createKnowledgeSourcesService({
    store: createKnowledgeSourcesStore(db),
    knowledge: knowledgeBase,
    assertCanAddContent: (organizationId) => billing.assertCanAdd(organizationId, 'contents'),
    pageLimitOf: async (organizationId) =>
      Number(
        (await billing.features(organizationId)).find((f) => f.feature === 'knowledge.pages')
          ?.max ?? 0,
      ),
    jobs,
    log: logger,
    crawler: {
      policy: parseDestinationPolicy(config.TOOL_ALLOWED_HOSTS),
      timeoutMs: config.TOOL_TIMEOUT_MS,
      maxPageBytes: MAX_HTML_BYTES,
      maxDepth: 5,
      concurrency: 4,
      pauseMs: 250,
    },
  });
  void knowledgeSources.scheduleSweep();
  const knowledge = createKnowledgeService({
    knowledge: knowledgeBase,
    // Snippets and sources share the plan's contents: the snippets' count gets the sources added.
    assertCanAdd: async (organizationId) => {
      const check = await billing.assertCanAdd(organizationId, 'contents');
      const sources = await knowledgeSources.countSources(organizationId);
      return (count) => check(count + sources);
    },
  });
  const turns = createOperator({
    conversations: conversationStore,
    knowledge: searchOutsideTenant(knowledgeBase),
    settings: {
      agentConfiguration: agentConfiguration.forTurn,
      tools: tools.listForTurn,
      handoffSettings: handoff.forTurn,
    },
    events: live,
    models,
    timeoutMs: config.LLM_TIMEOUT_MS,
    log: logger,
    metrics,
    tools: {
      sealingKeys: keys.credentials,
      timeoutMs: config.TOOL_TIMEOUT_MS,
      maxSteps: config.TOOL_MAX_STEPS,
      policy: parseDestinationPolicy(config.TOOL_ALLOWED_HOSTS),
      metrics,
    },
  });
  const operator = runTurnsAsTenant(turns);
  // Answer tests ask the operator without storing or metering, and run again by themselves after
  // every change of knowledge or configuration, heard on the change feed (automatic-runs.ts).
  const answerTests = createAnswerTestsService({
    db,
    dryRun: operator.dryRun,
    hasSnippet: async (organizationId, contentId) =>
      (await knowledgeBase.list(organizationId)).some((content) => content.id === contentId),
  });
  startAutomaticRuns({ jobs, changes: deps.changes, answerTests });
  // Unanswered questions (issue 25): the operator's reads, grouped with the engine's own words.
  const knowledgeGaps = createKnowledgeGapsService({
    store: createKnowledgeGapsStore(db),
    unanswered: createUnansweredReads(db).list,
    topicsOf: (questions) => questionTopics(db, questions),
    dryRun: operator.dryRun,
  });
  const widget = createWidgetService({ db, sealingKeys: keys.credentials, changes: deps.changes });
  const conversations = createConversationsService({
    operator,
    conversations: conversationStore,
    limiter,
    allowanceOf: billing.turnAllowance,
    pagesOfContents: knowledgeSources.pagesOfContents,
  });
  const publicConversations = createPublicConversationsService({
    operator,
    conversations: conversationStore,
    limiter,
    findApiKey: apiKeys.findByKey,
    allowanceOf: billing.turnAllowance,
    visitorPolicyOf: widget.policyOf,
    showSourcesOf: widget.showSourcesOf,
    // Sources on answers name their page or file (issue 25): the lookup reads them, once.
    pagesOfContents: knowledgeSources.pagesOfContents,
    hasSourcePages: async (id) => (await knowledgeBase.profile(id)).fromSources,
    operatorNameOf: async (id) => (await agentConfiguration.forTurn(id)).name,
    publicRateLimits: config.PUBLIC_API_RATE_LIMITS === 'on',
    handoffStore,
    handoffSettingsOf: handoff.forTurn,
    live,
    feedbackStore: createFeedbackStore(db),
  });
  const dashboard = createDashboardService({
    countContents: knowledgeBase.count,
    countTools: tools.count,
    countApiKeys: apiKeys.count,
    isAgentConfigured: agentConfiguration.isConfigured,
    countConversationsByDay: conversationStore.countStartedByDay,
    usageSince: conversationStore.usageSince,
    countResolutionsByDay: conversationStore.countResolutionsByDay,
  });
  const team = createTeamService({
    db,
    mailer,
    limiter,
    tokens,
    appUrl: config.APP_URL,
    accounts: {
      findByEmail: auth.findAccountByEmail,
      findById: auth.findAuthUser,
      createActivated: auth.createActivatedAccount,
      confirmEmail: auth.confirmEmail,
    },
  });
  // Members mailed about waiting customers, and each organization's webhook (decision 024).
  const notifications = createNotificationsService({
    db,
    mailer,
    log: logger,
    appUrl: config.APP_URL,
    waiting: handoffStore,
    membersOf: async (id) => (await team.list(id)).members,
    organizationNameOf: async (id) => (await organizations.details(id)).name,
    waitingNotifyAfterMs: deps.notifications?.waitingNotifyAfterMs,
  });
  scheduleWaitingSweep(jobs, notifications.sweep);
  startWebhooks({
    jobs,
    live,
    log: logger,
    webhookOf: handoff.webhookOf,
    messageOf: loadLiveMessage,
    policy: parseDestinationPolicy(config.TOOL_ALLOWED_HOSTS),
    backoffMs: deps.notifications?.webhookBackoffMs,
  });
  // The team's inbox: names come from the team's own list, never from its tables.
  const inbox = createInboxService({
    reads: createInboxReads(db),
    handoff: handoffStore,
    conversations: conversationStore,
    live,
    limiter,
    memberNamesOf: async (id) =>
      new Map((await team.list(id)).members.map((member) => [member.id, member.name])),
    userNameOf: async (userId) => (await auth.findAuthUser(userId))?.name ?? '',
    handoffSettingsOf: handoff.forTurn,
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
  registerInvitationRoutes(api, { team, guards });
  registerPublicConversationRoutes(api, { publicConversations, conversations });
  await registerBillingWebhookRoutes(api, { billing });
  scheduleBillingReconciliation(jobs, billing.reconcile);

  await api.register(async (scope) => {
    // Who is calling, and whether their role may, before the body is even read: a forbidden
    // call answers 403 whatever it sends.
    scope.addHook('onRequest', guards.organization);
    // From here on the database holds the request to that organization (row-level security,
    // decision 016): the handler, and the body parsed before it, run inside its tenant.
    scope.addHook('onRequest', (request, _reply, done) =>
      runAsTenant(tenantOf(request).organizationId, done),
    );
    // The role matrix: before every route of this scope, and in the log after each change.
    enforceRouteRules(scope, { rules: routeRules, recordActivity: team.record });
    registerOrganizationDetailsRoutes(scope, { organizations });
    registerAgentConfigurationRoutes(scope, { agentConfiguration });
    registerKnowledgeRoutes(scope, { knowledge });
    registerKnowledgeGapsRoutes(scope, { knowledgeGaps });
    await registerKnowledgeSourcesRoutes(scope, { knowledgeSources });
    registerApiKeyRoutes(scope, { apiKeys });
    registerToolRoutes(scope, { tools });
    registerConversationRoutes(scope, { conversations });
    registerDashboardRoutes(scope, { dashboard });
    registerBillingRoutes(scope, { billing });
    registerWidgetRoutes(scope, { widget });
    registerHandoffRoutes(scope, { handoff });
    registerInboxRoutes(scope, { inbox });
    registerAnswerTestsRoutes(scope, { answerTests });
    registerNotificationsRoutes(scope, { notifications });
    registerTeamRoutes(scope, { team });
  });
}

/** How often the provider's state is read again, catching events that never arrived. */
const RECONCILE_EVERY_MS = 60 * 60_000;

/** A job on a schedule: once per interval for the whole deployment, however many processes. */
function scheduleBillingReconciliation(jobs: JobQueue, reconcile: () => Promise<void>) {
  jobs.define('billing-reconcile', { run: reconcile });
  void jobs.every('billing-reconcile', RECONCILE_EVERY_MS);
}

/**
 * A turn's statements run as its organization's tenant (row-level security, decision 016),
 * whoever starts it: the playground is inside its request's tenant already, a public turn is not
 * until its key has named the organization.
 */
function runTurnsAsTenant(operator: Operator): Operator {
  return {
    open: (request) => runAsTenant(request.organizationId, () => operator.open(request)),
    run: (turn, ...rest) => runAsTenant(turn.organizationId, () => operator.run(turn, ...rest)),
    dryRun: (organizationId, question) =>
      runAsTenant(organizationId, () => operator.dryRun(organizationId, question)),
  };
}

/**
 * Knowledge search runs as the connected role, outside the tenant: under row-level security
 * PostgreSQL may not use the text index for `@@` (the operator is not leakproof), so every search
 * would read all of the organization's passages (seconds instead of milliseconds, decision 016).
 * The statement filters by the organization itself, as its cross-tenant tests hold it to.
 */
function searchOutsideTenant(knowledge: KnowledgeBase): KnowledgeBase {
  return { ...knowledge, search: (...args) => runOutsideTenant(() => knowledge.search(...args)) };
}

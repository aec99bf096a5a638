import type { ConversationFilters } from '@frontdesk/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

type OrganizationId = string | undefined;

/** Everything cached about one organization starts with this: ['org', id]. */
const organization = (organizationId: OrganizationId) => ['org', organizationId ?? 'none'] as const;
const dashboard = (organizationId: OrganizationId) =>
  [...organization(organizationId), 'dashboard'] as const;
const conversations = (organizationId: OrganizationId) =>
  [...organization(organizationId), 'conversations'] as const;
const conversationLists = (organizationId: OrganizationId) =>
  [...conversations(organizationId), 'list'] as const;
const inbox = (organizationId: OrganizationId) =>
  [...organization(organizationId), 'inbox'] as const;
const billing = (organizationId: OrganizationId) =>
  [...organization(organizationId), 'billing'] as const;

/**
 * Every query key of the app, in one place so that a feature can refresh another's data by key
 * without importing it. What belongs to an organization sits under its id: one organization's
 * data never shows up under another, and a prefix reaches all of it at once.
 */
export const queryKeys = {
  organization,
  apiKeys: (organizationId: OrganizationId) =>
    [...organization(organizationId), 'api-keys'] as const,
  contents: (organizationId: OrganizationId) =>
    [...organization(organizationId), 'contents'] as const,
  /** The answer tests and their latest verdicts (Knowledge, Answer tests). */
  answerTests: (organizationId: OrganizationId) =>
    [...organization(organizationId), 'answer-tests'] as const,
  /** Websites and files knowledge is read from; a source's pages sit under it ('detail', id). */
  knowledgeSources: (organizationId: OrganizationId) =>
    [...organization(organizationId), 'knowledge-sources'] as const,
  knowledgeSource: (organizationId: OrganizationId, sourceId: string) =>
    [...organization(organizationId), 'knowledge-sources', 'detail', sourceId] as const,
  /** Unanswered questions, grouped (Knowledge, Unanswered questions). */
  knowledgeGaps: (organizationId: OrganizationId) =>
    [...organization(organizationId), 'knowledge-gaps'] as const,
  tools: (organizationId: OrganizationId) => [...organization(organizationId), 'tools'] as const,
  /** Not under 'tools': refreshing the tools must not ask for the engine again. */
  toolEngine: (organizationId: OrganizationId) =>
    [...organization(organizationId), 'tool-engine'] as const,
  agentConfiguration: (organizationId: OrganizationId) =>
    [...organization(organizationId), 'agent-configuration'] as const,
  /** The chat widget's identity secret (whether there is one) and who may chat. */
  widgetSettings: (organizationId: OrganizationId) =>
    [...organization(organizationId), 'widget-settings'] as const,
  organizationDetails: (organizationId: OrganizationId) =>
    [...organization(organizationId), 'details'] as const,
  /** The members and the invitations not yet accepted. */
  team: (organizationId: OrganizationId) => [...organization(organizationId), 'team'] as const,
  /** Who changed what in the organization (owners and admins). */
  activity: (organizationId: OrganizationId) =>
    [...organization(organizationId), 'activity'] as const,
  /** The dashboard home: the prefix of its counts and its setup suggestions. */
  dashboard,
  dashboardAnalytics: (organizationId: OrganizationId) =>
    [...dashboard(organizationId), 'analytics'] as const,
  dashboardSuggestions: (organizationId: OrganizationId) =>
    [...dashboard(organizationId), 'suggestions'] as const,
  /** Resolution rate, handoff rate and CSAT over the last 30 days. */
  dashboardResolutions: (organizationId: OrganizationId) =>
    [...dashboard(organizationId), 'resolutions'] as const,
  conversations,
  /** The prefix of every filtered list, so a change refreshes them all at once. */
  conversationLists,
  conversationList: (organizationId: OrganizationId, filters: ConversationFilters) =>
    [...conversationLists(organizationId), filters] as const,
  conversation: (organizationId: OrganizationId, conversationId: string) =>
    [...conversations(organizationId), 'detail', conversationId] as const,
  /** The live inbox: the prefix of its tabs and of the member's notification choice. */
  inbox,
  /** The prefix of the three tabs, which every change to a conversation may move a row in. */
  inboxLists: (organizationId: OrganizationId) => [...inbox(organizationId), 'list'] as const,
  inboxList: (organizationId: OrganizationId, view: string) =>
    [...inbox(organizationId), 'list', view] as const,
  inboxNotifications: (organizationId: OrganizationId) =>
    [...inbox(organizationId), 'notifications'] as const,
  /** When a person takes over from the operator (Configuration, Handoff). */
  handoffSettings: (organizationId: OrganizationId) =>
    [...organization(organizationId), 'handoff-settings'] as const,
  /**
   * What the organization's plan decides: its status, features, quota and past periods. A plan
   * change refreshes the whole prefix; adding or deleting knowledge or tools, only the quota.
   */
  billing,
  billingStatus: (organizationId: OrganizationId) =>
    [...billing(organizationId), 'status'] as const,
  billingQuota: (organizationId: OrganizationId) => [...billing(organizationId), 'quota'] as const,
  features: (organizationId: OrganizationId) => [...billing(organizationId), 'features'] as const,
  subscriptions: (organizationId: OrganizationId) =>
    [...billing(organizationId), 'subscriptions'] as const,
  /** Not under 'billing': the plans on offer and the provider do not change with a plan change. */
  plans: (organizationId: OrganizationId) => [...organization(organizationId), 'plans'] as const,
  customerSession: (organizationId: OrganizationId) =>
    [...organization(organizationId), 'customer-session'] as const,
  /** The user's organizations: keyed by user, so a later sign-in as someone else never sees them. */
  organizations: ['organizations'] as const,
  organizationsOf: (userId: string | undefined) =>
    ['organizations', userId ?? 'anonymous'] as const,
};

/**
 * Refreshes what a change to an organization's data made stale: the given queries, and the
 * dashboard home, whose counts and setup suggestions sum up knowledge, tools, API keys, the
 * configuration and conversations. The dashboard prefix rather than the organization's: the
 * whole prefix would also refetch unrelated views that are open (a conversation being read).
 * The dashboard is seldom on screen during a change, so it is mostly marked stale and fetched
 * when it is next shown.
 */
export function refreshAfterChange(
  queryClient: QueryClient,
  organizationId: OrganizationId,
  ...changed: QueryKey[]
) {
  return Promise.all(
    [...changed, queryKeys.dashboard(organizationId)].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

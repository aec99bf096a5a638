import { apiPaths } from '@frontdesk/contracts';
import type { RouteRule } from './platform/auth/route-rules';

const p = apiPaths;

/**
 * Every organization-scoped endpoint and what it needs, keyed `METHOD template` (relative to the
 * API base). The server refuses to start when a route in the organization scope is missing here,
 * and the role tests are generated from this table, so a new endpoint cannot ship without a rule.
 */
export const routeRules: Record<string, RouteRule> = {
  [`GET ${p.organizations.details}`]: { permission: 'organization.read' },
  [`PATCH ${p.organizations.details}`]: {
    permission: 'organization.write',
    activity: 'Changed the organization details',
  },

  [`GET ${p.agentConfigurations}`]: { permission: 'configuration.read' },
  [`PATCH ${p.agentConfigurations}`]: {
    permission: 'configuration.write',
    activity: 'Changed the operator configuration',
  },

  [`GET ${p.contents.list}`]: { permission: 'knowledge.read' },
  [`POST ${p.contents.list}`]: { permission: 'knowledge.write', activity: 'Added knowledge' },
  [`PATCH ${p.contents.byId.template}`]: {
    permission: 'knowledge.write',
    activity: 'Changed the language of knowledge',
  },
  [`DELETE ${p.contents.byId.template}`]: {
    permission: 'knowledge.write',
    activity: 'Deleted knowledge',
  },

  [`GET ${p.knowledgeSources.list}`]: { permission: 'knowledge.read' },
  [`GET ${p.knowledgeSources.byId.template}`]: { permission: 'knowledge.read' },
  [`POST ${p.knowledgeSources.list}`]: {
    permission: 'knowledge.write',
    activity: 'Added a knowledge source',
  },
  [`POST ${p.knowledgeSources.sync.template}`]: {
    permission: 'knowledge.write',
    activity: 'Synced a knowledge source',
  },
  [`DELETE ${p.knowledgeSources.byId.template}`]: {
    permission: 'knowledge.write',
    activity: 'Deleted a knowledge source',
  },

  [`GET ${p.answerTests.list}`]: { permission: 'knowledge.read' },
  [`POST ${p.answerTests.list}`]: {
    permission: 'knowledge.write',
    activity: 'Added an answer test',
  },
  [`DELETE ${p.answerTests.byId.template}`]: {
    permission: 'knowledge.write',
    activity: 'Deleted an answer test',
  },
  [`POST ${p.answerTests.run}`]: {
    permission: 'knowledge.write',
    activity: 'Ran the answer tests',
  },

  [`GET ${p.knowledgeGaps.list}`]: { permission: 'knowledge.read' },
  [`POST ${p.knowledgeGaps.dismiss.template}`]: {
    permission: 'knowledge.write',
    activity: 'Dismissed an unanswered question',
  },
  // Asks the group's questions again (model calls with a provider): for who adds the answer.
  [`POST ${p.knowledgeGaps.check.template}`]: { permission: 'knowledge.write' },

  [`GET ${p.tools.list}`]: { permission: 'tools.read' },
  [`POST ${p.tools.list}`]: { permission: 'tools.write', activity: 'Added a tool' },
  [`PATCH ${p.tools.byId.template}`]: { permission: 'tools.write', activity: 'Changed a tool' },
  [`DELETE ${p.tools.byId.template}`]: { permission: 'tools.write', activity: 'Deleted a tool' },
  [`POST ${p.tools.generateSchema}`]: { permission: 'tools.write' },

  [`GET ${p.apiKeys.list}`]: { permission: 'apiKeys.read' },
  [`POST ${p.apiKeys.list}`]: { permission: 'apiKeys.write', activity: 'Created an API key' },
  [`DELETE ${p.apiKeys.byId.template}`]: {
    permission: 'apiKeys.write',
    activity: 'Deleted an API key',
  },
  // The widget's identity secret is a key of the organization: same rule as API keys.
  [`GET ${p.widgetSettings}`]: { permission: 'apiKeys.read' },
  [`PATCH ${p.widgetSettings}`]: {
    permission: 'apiKeys.write',
    activity: 'Changed the chat widget settings',
  },
  [`POST ${p.widgetSecret}`]: {
    permission: 'apiKeys.write',
    activity: 'Rotated the chat widget identity secret',
  },

  [`GET ${p.handoffSettings}`]: { permission: 'configuration.read' },
  [`PUT ${p.handoffSettings}`]: {
    permission: 'configuration.write',
    activity: 'Changed the handoff settings',
  },

  [`GET ${p.conversations.list}`]: { permission: 'conversations.read' },
  [`GET ${p.conversations.byId.template}`]: { permission: 'conversations.read' },
  [`GET ${p.conversations.export}`]: { permission: 'conversations.read' },
  // The test chat creates conversations: a change, so not for viewers.
  [`POST ${p.conversations.playground}`]: { permission: 'conversations.write' },
  [`PATCH ${p.conversations.archive.template}`]: { permission: 'conversations.write' },
  [`DELETE ${p.conversations.byId.template}`]: {
    permission: 'conversations.write',
    activity: 'Deleted a conversation',
  },

  // The live inbox (decision 024): viewers read it; who runs the operator also answers in it.
  [`GET ${p.inbox.list}`]: { permission: 'inbox.read' },
  [`GET ${p.inbox.events}`]: { permission: 'inbox.read' },
  [`GET ${p.inbox.notifications}`]: { permission: 'inbox.read' },
  [`PUT ${p.inbox.notifications}`]: { permission: 'inbox.read' },
  [`POST ${p.inbox.typing.template}`]: { permission: 'inbox.reply' },
  [`POST ${p.conversations.claim.template}`]: { permission: 'inbox.reply' },
  [`POST ${p.conversations.replies.template}`]: { permission: 'inbox.reply' },
  [`POST ${p.conversations.notes.template}`]: { permission: 'inbox.reply' },
  [`POST ${p.conversations.resolve.template}`]: { permission: 'inbox.reply' },
  [`POST ${p.conversations.release.template}`]: { permission: 'inbox.reply' },
  [`PATCH ${p.conversations.byId.template}`]: { permission: 'inbox.reply' },

  [`GET ${p.dashboard.analytics}`]: { permission: 'dashboard.read' },
  [`GET ${p.dashboard.suggestions}`]: { permission: 'dashboard.read' },
  [`GET ${p.dashboard.resolutions}`]: { permission: 'dashboard.read' },
  // Which features the plan includes decides what every page shows: everyone reads it.
  [`GET ${p.features}`]: { permission: 'dashboard.read' },

  [`GET ${p.plans}`]: { permission: 'billing.read' },
  [`GET ${p.subscriptions}`]: { permission: 'billing.read' },
  [`GET ${p.billing.status}`]: { permission: 'billing.read' },
  [`GET ${p.billing.quota}`]: { permission: 'billing.read' },
  [`GET ${p.billing.customerSession}`]: { permission: 'billing.write' },
  [`GET ${p.billing.portal}`]: { permission: 'billing.write' },
  [`POST ${p.billing.checkout}`]: { permission: 'billing.write', activity: 'Changed the plan' },
  [`POST ${p.billing.cancel}`]: {
    permission: 'billing.write',
    activity: 'Cancelled the subscription',
  },
  [`POST ${p.billing.reactivate}`]: {
    permission: 'billing.write',
    activity: 'Reactivated the subscription',
  },

  [`GET ${p.users.list}`]: { permission: 'team.read' },
  [`POST ${p.users.invitations}`]: { permission: 'team.write' },
  [`POST ${p.users.resendInvitation.template}`]: { permission: 'team.write' },
  [`DELETE ${p.users.invitationById.template}`]: { permission: 'team.write' },
  [`PATCH ${p.users.byId.template}`]: { permission: 'team.write' },
  [`DELETE ${p.users.byId.template}`]: { permission: 'team.write' },
  [`POST ${p.users.transferOwnership.template}`]: { permission: 'team.transferOwnership' },
  [`DELETE ${p.users.leave}`]: { permission: 'membership.self' },
  [`GET ${p.activity}`]: { permission: 'activity.read' },
};

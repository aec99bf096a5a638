// This module has no zod import on purpose: the landing page's bundle imports it.

/** The versioned API base every call goes to. */
export const API_BASE = '/api/v1';

/**
 * A path that carries an id: call it to build the path (`byId('42')`), or read `template` for the
 * route the server registers (`'/tools/:id'`), so both sides are written once, here.
 */
export interface PathWithId {
  (id: string): string;
  readonly template: string;
}

/** A path under a conversation's message: `(conversationId, messageId)`, or its `template`. */
export interface PathWithTwoIds {
  (id: string, messageId: string): string;
  readonly template: string;
}

function messagePath(suffix: string): PathWithTwoIds {
  const build = (id: string, messageId: string) =>
    `/conversations/${encodeURIComponent(id)}/messages/${encodeURIComponent(messageId)}${suffix}`;
  return Object.assign(build, { template: `/conversations/:id/messages/:messageId${suffix}` });
}

function pathWithId(prefix: string, suffix = ''): PathWithId {
  const build = (id: string) => `${prefix}/${encodeURIComponent(id)}${suffix}`;
  return Object.assign(build, { template: `${prefix}/:id${suffix}` });
}

/** API paths, relative to API_BASE. Functions build paths that carry an id. */
export const apiPaths = {
  auth: {
    register: '/auth/register',
    login: '/auth/login',
    logout: '/auth/logout',
    me: '/auth/me',
    activate: '/auth/activate',
    regenerateActivationCode: '/auth/regenerate-activation-code',
    resetPassword: '/auth/reset-password',
    changePassword: '/auth/reset-password/change',
    profile: '/auth/profile',
    organizations: '/auth/organizations',
    switchOrganization: pathWithId('/auth/organization'),
  },
  organizations: {
    create: '/organizations',
    me: '/organizations/me',
    details: '/organizations/details',
  },
  conversations: {
    list: '/conversations',
    /** The dashboard's test chat: the same turn as the public API, as the signed-in business. */
    playground: '/playground/conversations',
    /** Public key: the operator's name and a conversation to show again (chat widget). */
    lookup: '/conversations/lookup',
    byId: pathWithId('/conversations'),
    archive: pathWithId('/conversations', '/archive'),
    /** The inbox's calls (members): who answers a conversation, and what they write. */
    claim: pathWithId('/conversations', '/claim'),
    replies: pathWithId('/conversations', '/replies'),
    notes: pathWithId('/conversations', '/notes'),
    resolve: pathWithId('/conversations', '/resolve'),
    release: pathWithId('/conversations', '/release'),
    /** The customer is writing (public key). */
    typing: pathWithId('/conversations', '/typing'),
    /** The customer's calls (public key): ask for a person, follow the thread live, rate it. */
    handoff: pathWithId('/conversations', '/handoff'),
    events: pathWithId('/conversations', '/events'),
    rating: pathWithId('/conversations', '/rating'),
    contact: pathWithId('/conversations', '/contact'),
    /** The customer's 'Helpful' / 'Not helpful' on one answer (public key). */
    feedback: messagePath('/feedback'),
    /** The filtered conversation list as CSV (dashboard). */
    export: '/conversations/export',
  },
  inbox: {
    list: '/inbox',
    /** One live stream (SSE) per signed-in dashboard tab. */
    events: '/inbox/events',
    /** A member is writing a reply. */
    typing: pathWithId('/inbox/conversations', '/typing'),
    /** Whether the signed-in member is mailed when a conversation waits unclaimed. */
    notifications: '/inbox/notifications',
  },
  handoffSettings: '/handoff-settings',
  contents: {
    list: '/contents',
    byId: pathWithId('/contents'),
  },
  knowledgeSources: {
    list: '/knowledge/sources',
    byId: pathWithId('/knowledge/sources'),
    sync: pathWithId('/knowledge/sources', '/sync'),
  },
  knowledgeGaps: {
    list: '/knowledge/gaps',
    dismiss: pathWithId('/knowledge/gaps', '/dismiss'),
    /** Asks the group's questions again on the current knowledge: how many get an answer now. */
    check: pathWithId('/knowledge/gaps', '/check'),
  },
  answerTests: {
    list: '/answer-tests',
    byId: pathWithId('/answer-tests'),
    run: '/answer-tests/run',
  },
  tools: {
    list: '/tools',
    byId: pathWithId('/tools'),
    generateSchema: '/tools/generate-schema',
  },
  apiKeys: {
    list: '/api-keys',
    byId: pathWithId('/api-keys'),
  },
  agentConfigurations: '/agent-configurations',
  subscriptions: '/subscriptions',
  plans: '/plans',
  billing: {
    status: '/billing/status',
    customerSession: '/billing/customer-session',
    quota: '/billing/quota',
    portal: '/billing/portal',
    /** Beyond the spec: start or change a plan, the same call for both providers. */
    checkout: '/billing/checkout',
    /** The local provider's portal actions (Stripe's portal does these on Stripe's side). */
    cancel: '/billing/cancel',
    reactivate: '/billing/reactivate',
    /** Stripe's signed events. */
    webhook: '/billing/webhook',
  },
  features: '/features',
  /** The widget's identity secret and settings of the organization (React Chat page). */
  widgetSettings: '/widget-settings',
  widgetSecret: '/widget-settings/identity-secret',
  dashboard: {
    suggestions: '/dashboard/suggestions',
    analytics: '/dashboard/analytics',
    /** Resolution, handoff and CSAT figures (decision 025). */
    resolutions: '/dashboard/resolutions',
  },
  contact: '/contact',
  users: {
    /** Members and invitations not yet accepted. */
    list: '/users',
    invitations: '/users/invitations',
    invitationById: pathWithId('/users/invitations'),
    resendInvitation: pathWithId('/users/invitations', '/resend'),
    byId: pathWithId('/users'),
    transferOwnership: pathWithId('/users', '/transfer-ownership'),
    /** The caller leaves the organization. */
    leave: '/users/me',
  },
  /** The mailed link's calls: public, the token is the credential. */
  invitations: {
    byToken: pathWithId('/invitations'),
    accept: pathWithId('/invitations', '/accept'),
  },
  activity: '/activity',
} as const;

/** The client's fallback when a failed response has no body (spec section 8). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

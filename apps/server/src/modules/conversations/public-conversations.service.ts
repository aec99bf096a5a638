import {
  type ConversationLookupResponse,
  languageOfLocale,
  PUBLIC_MESSAGES_PAGE,
  type VisitorIdentity,
} from '@frontdesk/contracts';
import type { ConversationStore } from '../../operator/conversations/conversation-store';
import { mayContinue, type OpenTurn, type Operator, type TurnAllowance } from '../../operator/turn';
import { runAsTenant } from '../../platform/db/tenant-context';
import { AppError } from '../../platform/errors';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import { checkedConversationId, notFound } from './conversation-ids';
import { type PagesOfContents, sourceContentIds, toPublicConversation } from './conversation-views';
import { createPublicFeedback, type PublicFeedbackDeps } from './public-feedback.service';
import {
  continuableConversation,
  createPublicHandoff,
  type PublicHandoffDeps,
} from './public-handoff.service';

/** A public key as a turn needs it (the api-keys module owns the table). */
export interface PublicKey {
  id: string;
  organizationId: string;
  /** Lower-case origins; empty means any origin. */
  allowedOrigins: string[];
}

/** What the organization's plan allows a turn, and the customer traffic it pays for. */
export interface PlanAllowance extends TurnAllowance {
  rateLimits: { perOrganization: RateLimitRule; perVisitor: RateLimitRule };
}

/** A site's user the site vouched for, as the widget module verifies them. */
export interface VerifiedVisitor {
  id: string;
  name?: string;
  email?: string;
}

export interface PublicConversationsDeps
  extends Pick<PublicHandoffDeps, 'handoffStore' | 'handoffSettingsOf' | 'live'>,
    Pick<PublicFeedbackDeps, 'feedbackStore'> {
  operator: Operator;
  conversations: ConversationStore;
  limiter: RateLimiter;
  findApiKey(key: string): Promise<PublicKey | undefined>;
  /** Billing's answer for the organization, read once per call. */
  allowanceOf(organizationId: string): Promise<PlanAllowance>;
  /** The widget's rules: throws 401 for a wrong hash or a required but missing identity. */
  visitorPolicyOf(organizationId: string): Promise<{
    verify(user: VisitorIdentity | undefined): VerifiedVisitor | undefined;
  }>;
  /** The operator's name for the widget's header. */
  operatorNameOf(organizationId: string): Promise<string>;
  /** The widget's 'Show sources': whether it lists each answer's sources under it. */
  showSourcesOf(organizationId: string): Promise<boolean>;
  /** Knowledge sources' page or file of each content, for answers' sources (none: urls stay null). */
  pagesOfContents?(organizationId: string, contentIds: string[]): Promise<PagesOfContents>;
  /** Whether any knowledge came from a page or a file (kept in memory): else no page is read. */
  hasSourcePages?(organizationId: string): Promise<boolean>;
  /** False lifts the public per-plan limits (PUBLIC_API_RATE_LIMITS=off, for load tests). */
  publicRateLimits: boolean;
}

/** A key that passed its checks, with its organization's allowance for the turn. */
export interface AuthorizedKey extends PublicKey {
  allowance: PlanAllowance;
}

/** What a customer's call carries, as the route reads it from HTTP. */
export interface PublicCaller {
  key: string | undefined;
  origin: string | undefined;
  ip: string;
}

/**
 * The customer's side: a turn or a lookup through a public key, with the key's origins, the plan's
 * traffic limits and the site's visitor identity checked here.
 */
export function createPublicConversationsService(deps: PublicConversationsDeps) {
  const { operator, conversations, limiter } = deps;

  /** The visitor for a presented identity, under the organization's widget rules. */
  const visitorOf = async (organizationId: string, user: VisitorIdentity | undefined) =>
    (await deps.visitorPolicyOf(organizationId)).verify(user);
  const handoff = createPublicHandoff(deps, visitorOf);
  const feedback = createPublicFeedback(deps, continuableConversation(conversations, visitorOf));
  /** The pages and files the shown answers quote, when knowledge sources wrote them. */
  const pagesOf = (found: Parameters<typeof toPublicConversation>[0]) => {
    const contentIds = sourceContentIds(found.messages);
    return contentIds.length > 0 && deps.pagesOfContents
      ? deps.pagesOfContents(found.conversation.organizationId, contentIds)
      : undefined;
  };
  /** The public shape, with whether the widget should ask for a rating now. */
  const shown = async (found: Parameters<typeof toPublicConversation>[0]) => {
    const { organizationId, status } = found.conversation;
    const [canRate, pages] = await Promise.all([
      handoff.canRate(organizationId, status),
      pagesOf(found),
    ]);
    return { ...toPublicConversation(found, pages), ...(canRate ? { canRate } : {}) };
  };

  return {
    ...handoff,
    ...feedback,

    /** The caller's key, checked for its origin: a 401 or a 403 before anything else is read. */
    async acceptKey(caller: PublicCaller): Promise<PublicKey> {
      const key = caller.key ? await deps.findApiKey(caller.key) : undefined;
      if (!key) throw new AppError('unauthorized', 'A valid API key is required.');
      const origin = caller.origin?.toLowerCase();
      if (origin && key.allowedOrigins.length > 0 && !key.allowedOrigins.includes(origin)) {
        throw new AppError('forbidden', 'This origin is not allowed for this API key.');
      }
      return key;
    },

    /**
     * The plan's allowance for an accepted key, with its traffic limits enforced: per
     * organization (all its keys together) and per visitor.
     */
    async admit(key: PublicKey, caller: PublicCaller): Promise<AuthorizedKey> {
      // Once the key has named the organization, its reads run as that tenant (decision 016).
      const allowance = await runAsTenant(key.organizationId, () =>
        deps.allowanceOf(key.organizationId),
      );
      if (deps.publicRateLimits) {
        const { perOrganization, perVisitor } = allowance.rateLimits;
        const org = key.organizationId;
        // The visitor's own limit first, and all or none: a call it refuses is never charged to
        // the organization, so one address flooding a key cannot use up the whole business's
        // allowance and silence its other customers.
        await limiter.reserve([
          { scope: `public:visitor:${org}:${caller.ip}`, rule: perVisitor },
          { scope: `public:organization:${org}`, rule: perOrganization },
        ]);
      }
      return { ...key, allowance };
    },

    /** Opens the customer's turn; a wrong identity is refused before anything is stored. */
    async openTurn(
      key: AuthorizedKey,
      request: { conversationId?: string; user?: VisitorIdentity; locale?: string },
    ): Promise<OpenTurn> {
      const conversationId = checkedConversationId(request.conversationId);
      return runAsTenant(key.organizationId, async () =>
        operator.open({
          organizationId: key.organizationId,
          conversationId,
          channel: 'api',
          apiKeyId: key.id,
          visitor: await visitorOf(key.organizationId, request.user),
          allowance: key.allowance,
          hint: languageOfLocale(request.locale),
        }),
      );
    },

    /** A turn's documented object, each source naming its page or file (decision 026). */
    presentTurn: (result: Parameters<typeof toPublicConversation>[0]) => {
      const { organizationId } = result.conversation;
      return runAsTenant(organizationId, async () => {
        // Most organizations' knowledge is snippets only: their turns read no pages at all.
        const mayNamePages = !deps.hasSourcePages || (await deps.hasSourcePages(organizationId));
        return toPublicConversation(result, mayNamePages ? await pagesOf(result) : undefined);
      });
    },

    /**
     * What the widget shows when it opens: the operator's name and the conversation to show again,
     * by its id, or for a verified visitor without one (another device) their latest.
     */
    async lookup(
      key: AuthorizedKey,
      request: { conversationId?: string; user?: VisitorIdentity; before?: number },
    ): Promise<ConversationLookupResponse> {
      const organizationId = key.organizationId;
      const conversationId = checkedConversationId(request.conversationId);
      return runAsTenant(organizationId, async () => {
        const [visitor, name, showSources] = await Promise.all([
          visitorOf(organizationId, request.user),
          deps.operatorNameOf(organizationId),
          deps.showSourcesOf(organizationId),
        ]);
        const caller = { channel: 'api' as const, apiKeyId: key.id, visitor };
        const page = {
          limit: PUBLIC_MESSAGES_PAGE,
          before: request.before === undefined ? undefined : new Date(request.before),
        };
        let conversation = null;
        if (conversationId) {
          const found = await conversations.findWithMessages(organizationId, conversationId, page);
          if (!found || !mayContinue(found.conversation, caller)) throw notFound();
          conversation = await shown(found);
        } else if (visitor) {
          const latest = await conversations.findLatestOfVisitor(organizationId, visitor.id, 'api');
          const found =
            latest &&
            mayContinue(latest, caller) &&
            (await conversations.findWithMessages(organizationId, latest.id, page));
          conversation = found ? await shown(found) : null;
        }
        return { operator: { name }, showSources, conversation };
      });
    },
  };
}

export type PublicConversationsService = ReturnType<typeof createPublicConversationsService>;

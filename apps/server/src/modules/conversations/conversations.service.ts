import type {
  ConversationStore,
  ReviewFilters,
} from '../../operator/conversations/conversation-store';
import type { OpenTurn, Operator, TurnAllowance, TurnResult } from '../../operator/turn';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/params';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';

/** The playground is for trying the operator out; a person types a few questions a minute. */
export const playgroundLimit = { limit: 30, windowMs: 60_000 };

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

export interface ConversationsServiceDeps {
  operator: Operator;
  conversations: ConversationStore;
  limiter: RateLimiter;
  findApiKey(key: string): Promise<PublicKey | undefined>;
  /** Billing's answer for the organization, read once per turn. */
  allowanceOf(organizationId: string): Promise<PlanAllowance>;
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

const notFound = () => new AppError('not_found', 'Conversation not found.');

/**
 * Conversations: the customer's turn through a public key (key, origin and limits checked here),
 * the business's playground turn, and the review of past conversations.
 */
export function createConversationsService(deps: ConversationsServiceDeps) {
  const { operator, conversations, limiter } = deps;

  /** A conversation id that cannot exist is simply not found, before anything is started. */
  const checkedId = (conversationId: string | undefined) => {
    if (conversationId && !isUuid(conversationId)) throw notFound();
    return conversationId;
  };

  /**
   * The caller's key, checked for its origin, and the plan's allowance with its traffic limits
   * enforced: per organization (all its keys together) and per visitor.
   */
  async function authorizeKey(caller: PublicCaller): Promise<AuthorizedKey> {
    const key = caller.key ? await deps.findApiKey(caller.key) : undefined;
    if (!key) throw new AppError('unauthorized', 'A valid API key is required.');
    const origin = caller.origin?.toLowerCase();
    if (origin && key.allowedOrigins.length > 0 && !key.allowedOrigins.includes(origin)) {
      throw new AppError('forbidden', 'This origin is not allowed for this API key.');
    }
    const allowance = await deps.allowanceOf(key.organizationId);
    if (deps.publicRateLimits) {
      const { perOrganization, perVisitor } = allowance.rateLimits;
      const org = key.organizationId;
      await limiter.enforce(`public:organization:${org}`, perOrganization);
      await limiter.enforce(`public:visitor:${org}:${caller.ip}`, perVisitor);
    }
    return { ...key, allowance };
  }

  return {
    authorizeKey,

    openPublicTurn(key: AuthorizedKey, conversationId?: string): Promise<OpenTurn> {
      return operator.open({
        organizationId: key.organizationId,
        conversationId: checkedId(conversationId),
        channel: 'api',
        apiKeyId: key.id,
        allowance: key.allowance,
      });
    },

    /** The dashboard's test chat: the same turn, as the signed-in business, metered the same way. */
    async openPlaygroundTurn(organizationId: string, conversationId?: string): Promise<OpenTurn> {
      await limiter.enforce(`playground:organization:${organizationId}`, playgroundLimit);
      return operator.open({
        organizationId,
        conversationId: checkedId(conversationId),
        channel: 'playground',
        allowance: await deps.allowanceOf(organizationId),
      });
    },

    runTurn(
      turn: OpenTurn,
      message: string,
      onDelta?: (text: string) => void,
    ): Promise<TurnResult> {
      return operator.run(turn, message, onDelta);
    },

    list: (organizationId: string, filters: ReviewFilters) =>
      conversations.list(organizationId, filters),

    async detail(organizationId: string, id: string) {
      const detail = await conversations.findDetail(organizationId, id);
      if (!detail) throw notFound();
      return detail;
    },

    async archive(organizationId: string, id: string): Promise<void> {
      if (!(await conversations.archive(organizationId, id))) throw notFound();
    },

    async remove(organizationId: string, id: string): Promise<void> {
      if (!(await conversations.remove(organizationId, id))) throw notFound();
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;

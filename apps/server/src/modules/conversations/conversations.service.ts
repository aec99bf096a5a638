import {
  type ConversationStore,
  LIST_LIMIT,
  type ReviewFilters,
} from '../../operator/conversations/conversation-store';
import type { OpenTurn, Operator, TurnAllowance, TurnResult } from '../../operator/turn';
import type { RateLimiter } from '../../platform/rate-limit';
import { EXPORT_LIMIT, toCsv } from './conversation-csv';
import { checkedConversationId, notFound } from './conversation-ids';
import { type PagesOfContents, sourceContentIds, toConversationDetail } from './conversation-views';

/** The playground is for trying the operator out; a person types a few questions a minute. */
export const playgroundLimit = { limit: 30, windowMs: 60_000 };

export interface ConversationsServiceDeps {
  operator: Operator;
  conversations: ConversationStore;
  limiter: RateLimiter;
  /** Billing's answer for the organization, read once per turn. */
  allowanceOf(organizationId: string): Promise<TurnAllowance>;
  /** The page or file each source came from (the knowledge sources module). */
  pagesOfContents?(organizationId: string, contentIds: string[]): Promise<PagesOfContents>;
}

/** The business's side: the playground's turn and the review of past conversations. */
export function createConversationsService(deps: ConversationsServiceDeps) {
  const { operator, conversations, limiter } = deps;

  return {
    /** The dashboard's test chat: the same turn, as the signed-in business, metered the same way. */
    async openPlaygroundTurn(organizationId: string, conversationId?: string): Promise<OpenTurn> {
      await limiter.enforce(`playground:organization:${organizationId}`, playgroundLimit);
      return operator.open({
        organizationId,
        conversationId: checkedConversationId(conversationId),
        channel: 'playground',
        allowance: await deps.allowanceOf(organizationId),
      });
    },

    /** `signal` ends the model call early (the client left); the turn is stored all the same. */
    runTurn(
      turn: OpenTurn,
      message: string,
      onDelta?: (text: string) => void,
      signal?: AbortSignal,
    ): Promise<TurnResult> {
      return operator.run(turn, message, onDelta, signal);
    },

    /**
     * The filtered list (at most LIST_LIMIT, latest activity first) and how many match in all:
     * counted apart only when the list was cut, so a dashboard figure's link shows its figure.
     */
    async list(organizationId: string, filters: ReviewFilters) {
      const results = await conversations.list(organizationId, filters);
      const total =
        results.length < LIST_LIMIT
          ? results.length
          : await conversations.countMatching(organizationId, filters);
      return { results, total };
    },

    /** The filtered list as CSV (one row per conversation), at most EXPORT_LIMIT rows. */
    async exportCsv(organizationId: string, filters: ReviewFilters) {
      const rows = await conversations.listForExport(organizationId, filters, EXPORT_LIMIT + 1);
      return { csv: toCsv(rows.slice(0, EXPORT_LIMIT)), isTruncated: rows.length > EXPORT_LIMIT };
    },

    /** The review of one conversation, each source naming its page or file. */
    async detail(organizationId: string, id: string) {
      const detail = await conversations.findDetail(organizationId, id);
      if (!detail) throw notFound();
      const contentIds = sourceContentIds(detail.messages);
      const pages =
        contentIds.length > 0 && deps.pagesOfContents
          ? await deps.pagesOfContents(organizationId, contentIds)
          : undefined;
      return toConversationDetail(detail, pages);
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

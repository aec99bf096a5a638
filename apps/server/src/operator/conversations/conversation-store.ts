import { randomUUID } from 'node:crypto';
import {
  CONVERSATION_MAX_MESSAGES,
  type ConversationSummary,
  type FeedbackRating,
  type MessageToolCall,
} from '@frontdesk/contracts';
import { and, count, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { conversations, messages } from '../../platform/db/schema';
import { languageOf } from '../language/conversation-language';
import { countResolutionsByDay, type ResolutionFilter, type ResolutionRange } from './resolution';
import { countReview, exportReview, reviewConditions } from './review-list';
import { listToolCallsByMessage } from './tool-call-store';
import { recordTurn } from './turn-record';
import { type MeteredFeature, usageSince } from './usage-store';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** Where a conversation happens: the public API (and widget) or the dashboard's playground. */
export type Channel = 'api' | 'playground';

/** A site's user the site vouched for. */
export interface Visitor {
  id: string;
  name?: string;
  email?: string;
}

export interface ReviewFilters {
  startDate?: number;
  endDate?: number;
  search?: string;
  archived?: boolean;
  timeZone: string;
  /** A dashboard figure's conversations (resolution.ts); its dates then mean the start. */
  resolution?: ResolutionFilter;
  rated?: boolean;
  /** Only conversations with an answer the customer marked 'Helpful' (up) or not (down). */
  feedback?: FeedbackRating;
  /** Only conversations in this language (ISO 639-1). */
  language?: string;
}

/** Which of a conversation's messages to read: the latest `limit`, or those before a time. */
export interface MessagePage {
  limit: number;
  before?: Date;
}

export interface ConversationWithMessages {
  conversation: ConversationRow;
  /** Oldest first. */
  messages: MessageRow[];
  /** Older messages exist than the first of `messages`. */
  hasMore: boolean;
}

export interface ConversationDetail {
  conversation: ConversationRow;
  messages: MessageRow[];
  toolCalls: Map<string, MessageToolCall[]>;
}

/** The review shows the most recent conversations; older ones are reached by date filters. */
export const LIST_LIMIT = 500;

const byTenantAndId = (organizationId: string, id: string) =>
  and(eq(conversations.organizationId, organizationId), eq(conversations.id, id));

/**
 * The one owner of what a turn writes: conversations, messages, tool invocations and usage. The
 * operator writes through it; the review and the dashboard read through it. Every method takes
 * the organization first, and another tenant's id finds nothing.
 */
export function createConversationStore(db: Database) {
  async function find(organizationId: string, id: string): Promise<ConversationRow | undefined> {
    const [row] = await db
      .select()
      .from(conversations)
      .where(byTenantAndId(organizationId, id))
      .limit(1);
    return row;
  }

  /**
   * The review's messages, oldest first: a conversation holds at most CONVERSATION_MAX_MESSAGES,
   * and one that grew longer before that bound existed shows its latest ones.
   */
  async function listMessages(organizationId: string, conversationId: string) {
    const latest = await db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.organizationId, organizationId),
          eq(messages.conversationId, conversationId),
        ),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(CONVERSATION_MAX_MESSAGES);
    return latest.reverse();
  }

  return {
    /**
     * A conversation a turn starts: its row as `recordTurn` will insert it with the turn's first
     * messages, so starting one sends no statement of its own (and a failed turn leaves none).
     */
    startConversation(
      organizationId: string,
      values: { channel: Channel; apiKeyId?: string; visitor?: Visitor },
      at: Date,
    ): ConversationRow {
      const { visitor } = values;
      return {
        id: randomUUID(),
        organizationId,
        apiKeyId: values.apiKeyId ?? null,
        channel: values.channel,
        archived: false,
        messagesCount: 0,
        visitorId: visitor?.id ?? null,
        visitorName: visitor?.name ?? null,
        visitorEmail: visitor?.email ?? null,
        status: 'ai',
        assigneeId: null,
        waitingSince: null,
        noAnswerStreak: 0,
        contactEmail: null,
        rating: null,
        ratingComment: null,
        waitingNotifiedAt: null,
        handedOffAt: null,
        confirmedAt: null,
        // Until the turn decides it (operator/language/conversation-language.ts).
        language: 'en',
        languageSource: 'default',
        createdAt: at,
        updatedAt: at,
      };
    },

    /**
     * A conversation with its latest messages (at most `page.limit`, older than `page.before` when
     * given), oldest first, in one query: a turn and a lookup read both, and what they read stays
     * the same size however long the conversation grew.
     */
    async findWithMessages(
      organizationId: string,
      id: string,
      page: MessagePage,
    ): Promise<ConversationWithMessages | undefined> {
      const latest = db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.organizationId, organizationId),
            eq(messages.conversationId, id),
            // The team's notes are never the customer's to read, nor the model's context.
            ne(messages.role, 'note'),
            page.before === undefined ? undefined : lt(messages.createdAt, page.before),
          ),
        )
        .orderBy(desc(messages.createdAt), desc(messages.id))
        // One more than asked: whether older messages exist, without counting them.
        .limit(page.limit + 1)
        .as('latest');
      const rows = await db
        .select()
        .from(conversations)
        .leftJoinLateral(latest, sql`true`)
        .where(byTenantAndId(organizationId, id));
      if (rows.length === 0) return undefined;
      const found = rows.flatMap((row) => (row.latest ? [row.latest] : []));
      return {
        conversation: rows[0]!.conversations,
        messages: found.slice(0, page.limit).reverse(),
        hasMore: found.length > page.limit,
      };
    },

    /** The verified visitor's most recent conversation on a channel: continuity across devices. */
    async findLatestOfVisitor(
      organizationId: string,
      visitorId: string,
      channel: Channel,
    ): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(
          and(
            eq(conversations.organizationId, organizationId),
            eq(conversations.visitorId, visitorId),
            eq(conversations.channel, channel),
          ),
        )
        .orderBy(desc(conversations.updatedAt))
        .limit(1);
      return row;
    },

    find,
    listMessages,

    /** One message of a conversation (a live event too large to cross processes whole). */
    async findMessage(
      organizationId: string,
      conversationId: string,
      id: string,
    ): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.organizationId, organizationId),
            eq(messages.conversationId, conversationId),
            eq(messages.id, id),
          ),
        )
        .limit(1);
      return row;
    },

    /** Both messages of a turn, its conversation, tool calls and usage, in one statement. */
    recordTurn: (turn: Parameters<typeof recordTurn>[1]) => recordTurn(db, turn),

    /** A conversation with its messages and the tool calls made for each answer. */
    async findDetail(organizationId: string, id: string): Promise<ConversationDetail | undefined> {
      const conversation = await find(organizationId, id);
      if (!conversation) return undefined;
      const [messageRows, toolCalls] = await Promise.all([
        listMessages(organizationId, id),
        listToolCallsByMessage(db, organizationId, id),
      ]);
      return { conversation, messages: messageRows, toolCalls };
    },

    async list(organizationId: string, filters: ReviewFilters): Promise<ConversationSummary[]> {
      const conditions = reviewConditions(organizationId, filters);
      const rows = await db
        .select({
          id: conversations.id,
          messagesLength: conversations.messagesCount,
          updatedAt: conversations.updatedAt,
          language: conversations.language,
        })
        .from(conversations)
        .where(and(...conditions))
        .orderBy(desc(conversations.updatedAt))
        .limit(LIST_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        messagesLength: row.messagesLength,
        updated_at: row.updatedAt.toISOString(),
        language: languageOf(row),
      }));
    },

    async archive(organizationId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(conversations)
        .set({ archived: true })
        .where(byTenantAndId(organizationId, id))
        .returning({ id: conversations.id });
      return rows.length > 0;
    },

    async remove(organizationId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(conversations)
        .where(byTenantAndId(organizationId, id))
        .returning({ id: conversations.id });
      return rows.length > 0;
    },

    /** Conversations started per UTC day from `since`, as `YYYY-MM-DD` -> count. */
    async countStartedByDay(organizationId: string, since: Date): Promise<Map<string, number>> {
      const rows = await db
        .select({
          day: sql<string>`to_char(date_trunc('day', ${conversations.createdAt} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`,
          value: count(),
        })
        .from(conversations)
        .where(
          and(
            eq(conversations.organizationId, organizationId),
            gte(conversations.createdAt, since),
          ),
        )
        .groupBy(sql`1`);
      return new Map(rows.map((row) => [row.day, row.value]));
    },

    usageSince: (organizationId: string, feature: MeteredFeature, since: Date) =>
      usageSince(db, organizationId, feature, since),

    /** The filtered list's size past LIST_LIMIT, and its CSV rows (review-list.ts). */
    countMatching: (organizationId: string, filters: ReviewFilters) =>
      countReview(db, organizationId, filters),
    listForExport: (organizationId: string, filters: ReviewFilters, limit: number) =>
      exportReview(db, organizationId, filters, limit),
    /** The dashboard's resolution figures, per day and kind (resolution.ts). */
    countResolutionsByDay: (organizationId: string, range: ResolutionRange) =>
      countResolutionsByDay(db, organizationId, range),
  };
}

export type ConversationStore = ReturnType<typeof createConversationStore>;

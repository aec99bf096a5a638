import { z } from 'zod';
import { answerSourceSchema, feedbackRatings, messageOutcomes } from './answers';
import { languageCodeSchema, localeHintSchema } from './languages';
import { toolInvocationStatuses } from './tools';

export const conversationSummarySchema = z.object({
  id: z.string(),
  messagesLength: z.number().int(),
  updated_at: z.string(),
  /** The customer's language (ISO 639-1), as the conversation keeps it (decision 027). */
  language: languageCodeSchema.optional(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const messageRoles = ['user', 'assistant'] as const;

/** A message as the dashboard sees it: timestamp in epoch seconds. */
export const conversationMessageSchema = z.object({
  role: z.enum(messageRoles),
  content: z.string(),
  timestamp: z.number(),
});

export const conversationFiltersSchema = z.object({
  startDate: z.coerce.number().int().nonnegative().optional(),
  endDate: z.coerce.number().int().nonnegative().optional(),
  search: z.string().trim().max(100).optional(),
  archived: z.enum(['true', 'false']).optional(),
  status: z.string().max(30).optional(),
  /** Only the conversations a dashboard figure counts (decision 025). */
  resolution: z.enum(['confirmed', 'assumed', 'handed_off', 'unresolved', 'resolved']).optional(),
  /** Only conversations with an answer marked so by the customer. */
  feedback: z.enum(['up', 'down']).optional(),
  /** Only conversations the customer rated (CSAT). */
  rated: z.enum(['true']).optional(),
  /** Only conversations in this language. */
  language: languageCodeSchema.optional(),
});
export type ConversationFilters = z.infer<typeof conversationFiltersSchema>;

/** Filter changes are pushed to the address after this delay (spec section 5). */
export const CONVERSATION_FILTER_DELAY_MS = 300;

export const MESSAGE_MAX_LENGTH = 4000;

/**
 * A conversation holds at most this many messages (a turn adds two); the next turn is refused
 * with 409 `conversation_full` and stores nothing, and the widget starts a new conversation.
 * What one visitor can make a conversation cost (storage, each turn's reads) has a ceiling.
 */
export const CONVERSATION_MAX_MESSAGES = 200;

/** The public API returns a conversation's messages by pages of at most this many, newest last. */
export const PUBLIC_MESSAGES_PAGE = 50;

/**
 * A site's signed-in user, vouched for by the site's server: `hash` is
 * HMAC-SHA256(widget identity secret, id) in hex. A verified visitor's conversations are theirs.
 */
export const visitorIdentitySchema = z.object({
  id: z.string().trim().min(1).max(200),
  name: z.string().trim().max(200).optional(),
  email: z.string().trim().email().max(320).optional(),
  hash: z.string().regex(/^[0-9a-fA-F]{64}$/, { message: 'The identity hash is not valid.' }),
});
export type VisitorIdentity = z.infer<typeof visitorIdentitySchema>;

/** The documented public API: start (no conversationId) or continue a conversation. */
export const publicConversationRequestSchema = z.object({
  conversationId: z.string().min(1).max(100).optional(),
  user: visitorIdentitySchema.optional(),
  /**
   * The customer's locale as the widget knows it (the browser's, or the site's `locale`): decides
   * the conversation's language until a message of the customer's does (decision 027).
   */
  locale: localeHintSchema.optional(),
  message: z
    .string()
    .refine((m) => m.trim().length > 0, { message: 'Message is required.' })
    .refine((m) => m.length <= MESSAGE_MAX_LENGTH, {
      message: `Message must be ${MESSAGE_MAX_LENGTH} characters or less.`,
    }),
});

export const publicConversationResponseSchema = z.object({
  conversationId: z.string(),
  /** The latest messages, oldest first: the whole conversation, or its last page. */
  messages: z.array(
    z.object({
      role: z.enum(messageRoles),
      content: z.string(),
      timestamp: z.number(),
      id: z.string().optional(),
      /** Who wrote it: the customer, the operator (`ai`), a member (`staff`) or a notice (`system`). */
      sender: z.enum(['customer', 'ai', 'staff', 'system']).optional(),
      /** The member's name on their replies. */
      senderName: z.string().nullable().optional(),
      /** The operator's messages: the passages the answer used, from stored ids. */
      sources: z.array(answerSourceSchema).optional(),
      /** The operator's messages: what it did (null on messages older than outcomes). */
      outcome: z.enum(messageOutcomes).nullable().optional(),
      /** The operator's messages: the customer's 'Helpful' (up) or 'Not helpful' (down). */
      feedback: z.enum(feedbackRatings).nullable().optional(),
    }),
  ),
  /** Who answers now: `ai`, `waiting` (for a person), `human` or `resolved`. */
  status: z.enum(['ai', 'waiting', 'human', 'resolved']).optional(),
  /** The customer's language (ISO 639-1): the operator answers in it, the widget speaks it. */
  language: languageCodeSchema.optional(),
  /**
   * The lookup's answer only: the conversation was resolved and the business asks for a rating
   * (`POST /conversations/{id}/rating`).
   */
  canRate: z.boolean().optional(),
  /** How many messages the conversation holds in all. */
  messagesCount: z.number().int(),
  /** True when older messages than the first returned exist: ask the lookup with `before`. */
  hasMore: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

/**
 * POST /conversations/lookup (public key): what a chat widget needs when it opens: the operator's
 * name and the conversation to show again, by its id (kept in the browser) or, for a verified
 * visitor on another device, their latest one.
 */
export const conversationLookupSchema = z.object({
  conversationId: z.string().min(1).max(100).optional(),
  user: visitorIdentitySchema.optional(),
  /** A page of older messages: those before this timestamp (epoch milliseconds). */
  before: z.number().int().nonnegative().optional(),
});
export const conversationLookupResponseSchema = z.object({
  operator: z.object({ name: z.string() }),
  /** The organization's 'Show sources': the widget lists each answer's sources under it. */
  showSources: z.boolean().optional(),
  conversation: publicConversationResponseSchema.nullable(),
});
export type ConversationLookupResponse = z.infer<typeof conversationLookupResponseSchema>;

export const conversationListSchema = z.object({
  results: z.array(conversationSummarySchema),
  /**
   * How many conversations match the filters: more than `results` when the list is cut at its
   * bound (500), so that a dashboard figure's link shows the figure's exact count.
   */
  total: z.number().int().optional(),
});

export const messageSourceSchema = z.object({
  contentId: z.string(),
  text: z.string(),
  /** The page or file the passage came from, when a knowledge source wrote it. */
  url: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
});

/** A tool the operator called while writing an answer (credentials are never part of it). */
export const messageToolCallSchema = z.object({
  name: z.string(),
  arguments: z.record(z.string(), z.unknown()),
  status: z.enum(toolInvocationStatuses),
  durationMs: z.number().int(),
});
export type MessageToolCall = z.infer<typeof messageToolCallSchema>;

/** GET /conversations/{id}: the dashboard's review, timestamps in epoch seconds. */
export const conversationDetailSchema = z.object({
  id: z.string(),
  archived: z.boolean(),
  channel: z.string(),
  /** The verified visitor who had the conversation, when the site vouched for one. */
  visitor: z
    .object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() })
    .nullable()
    .optional(),
  /** Who answers now, and the member who has it (handoff). */
  status: z.enum(['ai', 'waiting', 'human', 'resolved']).optional(),
  assigneeId: z.string().nullable().optional(),
  /** The customer's rating after a member resolved it (1 to 5), with its comment. */
  rating: z
    .object({ score: z.number().int(), comment: z.string().nullable() })
    .nullable()
    .optional(),
  /** An email address the customer left while the team was away. */
  contactEmail: z.string().nullable().optional(),
  /** The customer's language (ISO 639-1). */
  language: languageCodeSchema.optional(),
  created_at: z.string(),
  updated_at: z.string(),
  messages: z.array(
    conversationMessageSchema.extend({
      role: z.enum(['user', 'assistant', 'note']),
      sender: z.enum(['customer', 'ai', 'staff', 'system', 'note']).optional(),
      senderName: z.string().nullable().optional(),
      id: z.string(),
      sources: z.array(messageSourceSchema),
      /** Absent means none (older clients and fixtures); the server always sends it. */
      toolCalls: z.array(messageToolCallSchema).optional(),
      /** What an operator message did; null on others and on messages older than outcomes. */
      outcome: z.enum(messageOutcomes).nullable().optional(),
      /** The customer's 'Helpful' (up) or 'Not helpful' (down) on an answer, with their reason. */
      feedback: z
        .object({ rating: z.enum(feedbackRatings), comment: z.string().nullable() })
        .nullable()
        .optional(),
    }),
  ),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

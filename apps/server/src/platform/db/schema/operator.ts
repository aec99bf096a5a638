import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { apiKeys, tools } from './configuration';
import { organizationId } from './tenancy';

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** 'api' (public API or widget) or 'playground' (the dashboard's test chat). */
    channel: text('channel').notNull().default('api'),
    archived: boolean('archived').notNull().default(false),
    messagesCount: integer('messages_count').notNull().default(0),
    /** The site's user who had the conversation, when the site vouched for them (a valid hash). */
    visitorId: text('visitor_id'),
    visitorName: text('visitor_name'),
    visitorEmail: text('visitor_email'),
    /** Who answers: ai | waiting | human | resolved (decision 024: one writer at a time). */
    status: text('status').notNull().default('ai'),
    /** The member who has the conversation while `human`. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Since when the customer has waited for a person, while `waiting`. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    /** The operator's answers without information in a row (a handoff trigger). */
    noAnswerStreak: integer('no_answer_streak').notNull().default(0),
    /** An address the customer left to be answered at while the team was away. */
    contactEmail: text('contact_email'),
    /** The customer's language (ISO 639-1) and what decided it: message | hint | default. */
    language: text('language').notNull().default('en'),
    languageSource: text('language_source').notNull().default('default'),
    /** The customer's rating (1 to 5) once a member resolved it, and its comment. */
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    /** When the team was mailed that this conversation waits unclaimed (once per handoff). */
    waitingNotifiedAt: timestamp('waiting_notified_at', { withTimezone: true }),
    /** When a person was first asked for (the resolution figures count it handed off). */
    handedOffAt: timestamp('handed_off_at', { withTimezone: true }),
    /** When the customer said an answer solved it ("thanks, that worked"). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('conversations_org_status_idx').on(table.organizationId, table.status, table.updatedAt),
    index('conversations_waiting_unnotified_idx')
      .on(table.waitingSince)
      .where(sql`${table.status} = 'waiting' AND ${table.waitingNotifiedAt} IS NULL`),
    index('conversations_org_updated_idx').on(table.organizationId, table.updatedAt),
    index('conversations_org_visitor_idx').on(
      table.organizationId,
      table.visitorId,
      table.updatedAt,
    ),
  ],
);

export interface MessageSource {
  contentId: string;
  passageId: string;
  text: string;
}

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** user | assistant | note (the team's own, never shown to the customer) */
    role: text('role').notNull(),
    /** customer | ai | staff | system | note: who wrote it (the public API keeps `role`). */
    sender: text('sender').notNull().default('ai'),
    /** The member who wrote a reply or a note, and their name as it was then. */
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name'),
    /** What an operator message did: answered | no_answer | handed_off | tool (decision 025). */
    outcome: text('outcome'),
    /** The customer's 'Helpful' (up) or 'Not helpful' (down) on an answer, changeable. */
    feedback: text('feedback'),
    feedbackComment: text('feedback_comment'),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    content: text('content').notNull(),
    /** The knowledge passages the answer used (its citations). */
    sources: jsonb('sources').$type<MessageSource[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('messages_conversation_idx').on(table.conversationId, table.createdAt)],
);

/** Metered events (conversation.prompt, tools.invocation) for analytics and plan quotas. */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    feature: text('feature').notNull(),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    index('usage_events_org_feature_idx').on(table.organizationId, table.feature, table.createdAt),
  ],
);

/**
 * What each organization has used of a metered feature in one billing period: the turn's write
 * increments it, and the turn's allowance reads it (one row, whatever the month's traffic).
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    organizationId: organizationId(),
    feature: text('feature').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.feature, table.periodStart] })],
);

/**
 * Every tool call the operator made, kept with the assistant message it served: what the business
 * sees in the conversation review, never the credentials or the response body.
 */
export const toolInvocations = pgTable(
  'tool_invocations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** Kept when the tool is deleted: the review still shows what was called, by name. */
    toolId: uuid('tool_id').references(() => tools.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    arguments: jsonb('arguments').$type<Record<string, unknown>>().notNull().default({}),
    /** ok | error | invalid_arguments | blocked | timeout */
    status: text('status').notNull(),
    httpStatus: integer('http_status'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('tool_invocations_conversation_idx').on(
      table.organizationId,
      table.conversationId,
      table.createdAt,
    ),
    index('tool_invocations_tool_idx').on(table.toolId),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Accounts are global; what they may see comes from memberships. E-mail is stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    active: boolean('active').notNull().default(false),
    /** Bumped on sign-out and password change: every token carrying an older version dies. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);

/** One live activation code per user, stored as a hash. */
export const activationCodes = pgTable('activation_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_hash_key').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
  ],
);

/** The tenant. Every tenant-owned table carries organization_id referencing this. */
export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  industry: text('industry').notNull(),
  address: text('address').notNull().default(''),
  website: text('website').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  email: text('email').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner | admin | editor | viewer | billing */
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    index('memberships_user_idx').on(table.userId),
  ],
);

/** Mail written here when no SMTP server is configured, so a local user can still read it. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
});

/** Messages sent through the public site's contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Postgres full-text vector; Drizzle has no built-in type for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** One operator configuration per organization; absent until first saved. */
export const agentConfigurations = pgTable('agent_configurations', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull(),
  roles: jsonb('roles').$type<string[]>().notNull(),
  instructions: text('instructions').notNull(),
  interactionStyle: text('interaction_style').notNull(),
  temperature: doublePrecision('temperature').notNull(),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/** Knowledge snippets as the business wrote them. */
export const contents = pgTable(
  'contents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contents_org_idx').on(table.organizationId, table.createdAt)],
);

/**
 * Retrieval units: long snippets are split into passages. The tsvector is generated by Postgres,
 * and the composite GIN index (btree_gin) answers "this tenant's matches" without scanning others.
 */
export const contentPassages = pgTable(
  'content_passages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    tsv: tsvector('tsv').notNull().generatedAlwaysAs(sql`to_tsvector('english', text)`),
  },
  (table) => [
    index('content_passages_org_tsv_idx').using('gin', table.organizationId, table.tsv),
    index('content_passages_content_idx').on(table.contentId),
  ],
);

/** Public keys for the conversation API and the widget. Public by design, so kept readable. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    key: text('key').notNull(),
    /** Empty: any origin may call with this key. */
    allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('api_keys_key_key').on(table.key),
    index('api_keys_org_idx').on(table.organizationId),
  ],
);

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('conversations_org_updated_idx').on(table.organizationId, table.updatedAt)],
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
    /** user | assistant */
    role: text('role').notNull(),
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

/** HTTP tools the operator may call. Credentials are sealed with AES-256-GCM, never stored plain. */
export const tools = pgTable(
  'tools',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    endpoint: text('endpoint').notNull(),
    method: text('method').notNull(),
    /** JSON schema of the arguments, as text (the spec's `payload`). */
    payload: text('payload').notNull().default(''),
    authentication: text('authentication').notNull().default('None'),
    /** Sealed JSON of the credential fields (token, password, key). */
    sealedCredentials: text('sealed_credentials'),
    /** Not secret, shown back in the form: the basic-auth user and the API-key header name. */
    basicAuthUsername: text('basic_auth_username'),
    apiKeyHeaderName: text('api_key_header_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('tools_org_name_key').on(table.organizationId, table.name)],
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

import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';

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

/**
 * A mailed invitation to join an organization. The link carries a random token; only its hash is
 * kept. Accepting deletes the row in the statement that adds the membership, so a link works once.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-cased, like users.email. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_key').on(table.tokenHash),
    // One open invitation per address and organization: a second one is a resend.
    uniqueIndex('invitations_organization_email_key').on(table.organizationId, table.email),
  ],
);

/** Who changed what in an organization, newest first; read by owners and admins. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** A stable code (`member.invited`, `tools.write`), for filters and tests. */
    action: text('action').notNull(),
    /** The sentence shown to people. Never a secret, a prompt or a customer's words. */
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('activity_log_organization_created_idx').on(table.organizationId, table.createdAt),
  ],
);

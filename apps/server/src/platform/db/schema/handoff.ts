import type { HandoffSettings } from '@frontdesk/contracts';
import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { organizationId } from './tenancy';

/** When a person takes over from the operator, and what is said (the handoff module owns it). */
export const handoffSettings = pgTable('handoff_settings', {
  organizationId: organizationId().primaryKey(),
  /** Checked by `handoffSettingsSchema` when written; read with the defaults under it. */
  settings: jsonb('settings').$type<HandoffSettings>().notNull(),
  /** The key webhook deliveries are signed with, encrypted at rest with ENCRYPTION_KEY. */
  sealedWebhookSecret: text('sealed_webhook_secret'),
  updatedAt: updatedAt(),
});

/** Members mailed when a conversation waits unclaimed (the notifications module owns it). */
export const inboxSubscriptions = pgTable(
  'inbox_subscriptions',
  {
    organizationId: organizationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.userId] })],
);

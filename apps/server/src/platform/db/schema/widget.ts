import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { organizationId } from './tenancy';

/** The chat widget's settings of an organization: its identity secret and who may chat. */
export const widgetSettings = pgTable('widget_settings', {
  organizationId: organizationId().primaryKey(),
  /** HMAC key a site signs its users' ids with, encrypted at rest with ENCRYPTION_KEY. */
  sealedIdentitySecret: text('sealed_identity_secret'),
  /** When true, only visitors the site vouched for (a valid hash) may chat. */
  requireVerifiedVisitors: boolean('require_verified_visitors').notNull().default(false),
  /** The widget shows the passages an answer used ('Show sources'). */
  showSources: boolean('show_sources').notNull().default(false),
  updatedAt: updatedAt(),
});

import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { organizationId } from './tenancy';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Each organization's current subscription, as the billing provider last told it (or as the local
 * provider decided). A row with status 'none' is a Stripe customer without a subscription yet.
 */
export const subscriptions = pgTable('subscriptions', {
  organizationId: organizationId().primaryKey(),
  provider: text('provider').notNull(),
  /** none | trialing | active | canceled | past_due (Stripe's other states pass through). */
  status: text('status').notNull().default('none'),
  planId: text('plan_id'),
  currentPeriodStart: at('current_period_start'),
  currentPeriodEnd: at('current_period_end'),
  trialEnd: at('trial_end'),
  /** When the subscription ends because it was cancelled (at the period's end). */
  cancelAt: at('cancel_at'),
  /** A downgrade waits for the period's end. */
  upcomingPlanId: text('upcoming_plan_id'),
  /** A trial is offered once per organization. */
  trialUsed: boolean('trial_used').notNull().default(false),
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id'),
  updatedAt: updatedAt(),
});

/** Every period the organization had, for the portal's history. */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    planId: text('plan_id').notNull(),
    status: text('status').notNull(),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
  },
  (table) => [index('subscription_periods_org_idx').on(table.organizationId, table.startedAt)],
);

/** Provider events already applied: a replayed webhook changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

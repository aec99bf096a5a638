import type { PlanId } from '@frontdesk/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../platform/db/client';
import { executePrepared } from '../../platform/db/prepared';
import { billingEvents, subscriptionPeriods, subscriptions } from '../../platform/db/schema';
import { NO_SUBSCRIPTION, type SubscriptionState } from './subscription-state';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PeriodRow = typeof subscriptionPeriods.$inferSelect;

export function toState(row: SubscriptionRow | undefined): SubscriptionState {
  if (!row) return NO_SUBSCRIPTION;
  return {
    status: row.status,
    planId: row.planId as PlanId | null,
    periodStart: row.currentPeriodStart,
    periodEnd: row.currentPeriodEnd,
    trialEnd: row.trialEnd,
    cancelAt: row.cancelAt,
    upcomingPlanId: row.upcomingPlanId as PlanId | null,
    trialUsed: row.trialUsed,
  };
}

const columnsOf = (state: SubscriptionState) => ({
  status: state.status,
  planId: state.planId,
  currentPeriodStart: state.periodStart,
  currentPeriodEnd: state.periodEnd,
  trialEnd: state.trialEnd,
  cancelAt: state.cancelAt,
  upcomingPlanId: state.upcomingPlanId,
  trialUsed: state.trialUsed,
});

export async function findSubscription(
  db: Database,
  organizationId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId))
    .limit(1);
  return row;
}

export async function findSubscriptionByCustomer(
  db: Database,
  customerId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeCustomerId, customerId))
    .limit(1);
  return row;
}

export async function listStripeCustomers(db: Database) {
  return db
    .select({
      organizationId: subscriptions.organizationId,
      customerId: subscriptions.stripeCustomerId,
    })
    .from(subscriptions)
    .where(sql`${subscriptions.stripeCustomerId} IS NOT NULL`);
}

/**
 * The subscription's current usage of a metered feature since its period started, with the state,
 * in one statement: a turn checks its allowance with a single round trip.
 */
export async function findSubscriptionWithUsage(
  db: Database,
  organizationId: string,
  features: string[],
): Promise<{ row: SubscriptionRow | undefined; usage: Record<string, number> }> {
  const usage = sql.join(
    features.map(
      // The period's running count (one row, see operator/conversations/turn-record.ts): the
      // allowance costs the same on the first turn of a period as on the 100,000th.
      (feature) => sql`(SELECT coalesce(sum(c.quantity), 0) FROM usage_counters c
        WHERE c.organization_id = s.organization_id AND c.feature = ${feature}
          AND c.period_start = s.current_period_start)::integer`,
    ),
    sql`, `,
  );
  // Prepared (every turn asks it): one name per number of features, since that shapes the text.
  const result = await executePrepared(
    db,
    `frontdesk_subscription_usage_${features.length}`,
    sql`
    SELECT s.*, json_build_array(${usage}) AS usage
    FROM subscriptions s WHERE s.organization_id = ${organizationId}`,
  );
  const [raw] = rowsOf(result);
  if (!raw) return { row: undefined, usage: Object.fromEntries(features.map((f) => [f, 0])) };
  const counts = (typeof raw.usage === 'string' ? JSON.parse(raw.usage) : raw.usage) as number[];
  const date = (value: unknown) =>
    value === null || value === undefined ? null : new Date(value as string | Date);
  return {
    row: {
      organizationId,
      provider: String(raw.provider),
      status: String(raw.status),
      planId: (raw.plan_id as string | null) ?? null,
      currentPeriodStart: date(raw.current_period_start),
      currentPeriodEnd: date(raw.current_period_end),
      trialEnd: date(raw.trial_end),
      cancelAt: date(raw.cancel_at),
      upcomingPlanId: (raw.upcoming_plan_id as string | null) ?? null,
      trialUsed: Boolean(raw.trial_used),
      stripeCustomerId: (raw.stripe_customer_id as string | null) ?? null,
      stripeSubscriptionId: (raw.stripe_subscription_id as string | null) ?? null,
      updatedAt: date(raw.updated_at)!,
    },
    usage: Object.fromEntries(features.map((feature, i) => [feature, Number(counts[i] ?? 0)])),
  };
}

/**
 * Saves a new state, and keeps the period history in step: a new period (another plan, status or
 * start) closes the open one and opens its own, in one transaction.
 */
export async function saveSubscription(
  db: Database,
  organizationId: string,
  provider: string,
  state: SubscriptionState,
  extra: { stripeCustomerId?: string | null; stripeSubscriptionId?: string | null } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const values = { ...columnsOf(state), ...extra, provider, updatedAt: new Date() };
    await tx
      .insert(subscriptions)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: subscriptions.organizationId, set: values });
    const [open] = await tx
      .select()
      .from(subscriptionPeriods)
      .where(
        and(
          eq(subscriptionPeriods.organizationId, organizationId),
          isNull(subscriptionPeriods.endedAt),
        ),
      )
      .orderBy(desc(subscriptionPeriods.startedAt))
      .limit(1);
    const live = Boolean(state.planId && state.periodStart) && state.status !== 'canceled';
    const same =
      open &&
      live &&
      open.planId === state.planId &&
      open.status === state.status &&
      open.startedAt.getTime() >= state.periodStart!.getTime();
    if (same || (!open && !live)) return;
    // A change inside the open period (an upgrade) starts now; a renewal starts at its period.
    const startsAt =
      live && open && open.startedAt.getTime() >= state.periodStart!.getTime()
        ? new Date()
        : state.periodStart;
    if (open) {
      await tx
        .update(subscriptionPeriods)
        .set({ endedAt: live ? startsAt : (state.periodEnd ?? new Date()) })
        .where(eq(subscriptionPeriods.id, open.id));
    }
    if (live) {
      await tx.insert(subscriptionPeriods).values({
        organizationId,
        planId: state.planId!,
        status: state.status,
        startedAt: startsAt!,
      });
    }
  });
}

export async function listPeriods(db: Database, organizationId: string): Promise<PeriodRow[]> {
  return db
    .select()
    .from(subscriptionPeriods)
    .where(eq(subscriptionPeriods.organizationId, organizationId))
    .orderBy(desc(subscriptionPeriods.startedAt));
}

/** Records a provider event once; answers false when it was already seen. */
export async function claimEvent(db: Database, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(billingEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}

export async function forgetEvent(db: Database, id: string): Promise<void> {
  await db.delete(billingEvents).where(eq(billingEvents.id, id));
}

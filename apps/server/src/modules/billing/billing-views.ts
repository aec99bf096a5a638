import {
  type BillingStatus,
  type Feature,
  type PlanId,
  type PlansResponse,
  plans,
  type QuotaItem,
  type SubscriptionsResponse,
  TRIAL_DAYS,
} from '@frontdesk/contracts';
import type { PeriodRow } from './billing.store';
import { isLive, planById, type SubscriptionState } from './subscription-state';

/** Every plan is priced in US dollars a month. */
const CURRENCY = 'usd';

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** GET /billing/status, exactly the spec's shape: epoch seconds, null where nothing applies. */
export function toBillingStatus(state: SubscriptionState): BillingStatus {
  if (state.status === 'none' || !state.planId) {
    return { status: state.status, plan: null, period: null, trial: null, upcomingPlan: null };
  }
  const plan = planById(state.planId);
  const { periodEnd, cancelAt, upcomingPlanId } = state;
  const renews = isLive(state) && !cancelAt;
  return {
    status: state.status,
    plan: { name: plan.name, price: plan.price, currency: CURRENCY, interval: plan.period },
    period: periodEnd
      ? {
          ...(renews ? { renew: epochSeconds(periodEnd) } : {}),
          ...(cancelAt ? { cancel: epochSeconds(cancelAt) } : {}),
          end: epochSeconds(periodEnd),
        }
      : null,
    trial:
      state.status === 'trialing' && state.trialEnd ? { end: epochSeconds(state.trialEnd) } : null,
    upcomingPlan:
      upcomingPlanId && periodEnd
        ? {
            name: planById(upcomingPlanId).name,
            price: planById(upcomingPlanId).price,
            currency: CURRENCY,
            fromDate: epochSeconds(periodEnd),
          }
        : null,
  };
}

/** GET /features: the live plan's features, `max` as a numeric string; none without a plan. */
export function toFeatures(state: SubscriptionState): Feature[] {
  if (!isLive(state) || !state.planId) return [];
  return Object.entries(planById(state.planId).limits).map(([feature, max]) => ({
    feature,
    max: String(max),
  }));
}

/** The quota keys shown in Billing & Usage, in the order people read them. */
export const QUOTA_FEATURES = [
  'conversation.prompt',
  'contents.add',
  'knowledge.pages',
  'tools.add',
  'tools.invocation',
] as const;

/** GET /billing/quota: usage against each of the live plan's limits. */
export function toQuota(state: SubscriptionState, usage: Record<string, number>): QuotaItem[] {
  if (!isLive(state) || !state.planId) return [];
  const limits = planById(state.planId).limits;
  return QUOTA_FEATURES.filter((feature) => limits[feature] !== undefined).map((feature) => ({
    feature,
    usage: usage[feature] ?? 0,
    limit: limits[feature]!,
  }));
}

export function toPlans(
  provider: PlansResponse['provider'],
  stripe: PlansResponse['stripe'],
): PlansResponse {
  return {
    provider,
    stripe,
    plans: plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      price: plan.price,
      currency: CURRENCY,
      interval: plan.period,
      description: plan.description,
      features: plan.features,
      popular: plan.popular,
      premium: plan.premium,
      trial: plan.trial,
      trialDays: plan.trial ? TRIAL_DAYS : 0,
      limits: plan.limits as Record<string, number>,
    })),
  };
}

export function toSubscriptions(
  provider: SubscriptionsResponse['provider'],
  periods: PeriodRow[],
): SubscriptionsResponse {
  return {
    provider,
    periods: periods.map((period) => {
      const plan = planById(period.planId as PlanId);
      return {
        plan: { id: plan.id, name: plan.name, price: plan.price, currency: CURRENCY },
        status: period.status,
        start: epochSeconds(period.startedAt),
        end: period.endedAt ? epochSeconds(period.endedAt) : null,
      };
    }),
  };
}

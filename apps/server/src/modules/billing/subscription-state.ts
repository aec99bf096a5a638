import { type PlanId, plans, TRIAL_DAYS } from '@frontdesk/contracts';

/** An organization's subscription as the product reasons about it, whatever the provider. */
export interface SubscriptionState {
  status: string;
  planId: PlanId | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  trialEnd: Date | null;
  cancelAt: Date | null;
  upcomingPlanId: PlanId | null;
  trialUsed: boolean;
}

export const NO_SUBSCRIPTION: SubscriptionState = {
  status: 'none',
  planId: null,
  periodStart: null,
  periodEnd: null,
  trialEnd: null,
  cancelAt: null,
  upcomingPlanId: null,
  trialUsed: false,
};

const DAY_MS = 86_400_000;

export const planById = (id: PlanId) => plans.find((plan) => plan.id === id)!;

/** Calendar months, as card providers bill: Jan 31 + 1 month is the last day of February. */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** Whether the subscription currently gives access to its plan. */
export const isLive = (state: SubscriptionState) =>
  state.planId !== null && (state.status === 'active' || state.status === 'trialing');

/**
 * The local provider's rules (docs/decisions/009-billing.md): a trial-flagged plan starts a
 * 14-day trial, once per organization; any other start is a paid month at once.
 */
export function startPlan(state: SubscriptionState, planId: PlanId, now: Date): SubscriptionState {
  const trial = planById(planId).trial && !state.trialUsed;
  const periodEnd = trial ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS) : addMonths(now, 1);
  return {
    status: trial ? 'trialing' : 'active',
    planId,
    periodStart: now,
    periodEnd,
    trialEnd: trial ? periodEnd : null,
    cancelAt: null,
    upcomingPlanId: null,
    trialUsed: state.trialUsed || trial,
  };
}

/**
 * A change of plan: a dearer plan starts now (a trial that moves to a plan without one becomes a
 * paid month); a cheaper one waits for the period's end as the upcoming plan. Choosing the current
 * plan again drops a scheduled change.
 */
export function changePlan(state: SubscriptionState, planId: PlanId, now: Date): SubscriptionState {
  if (!isLive(state) || !state.planId) return startPlan(state, planId, now);
  if (planId === state.planId) return { ...state, upcomingPlanId: null, cancelAt: null };
  const current = planById(state.planId);
  const next = planById(planId);
  if (next.price < current.price) return { ...state, upcomingPlanId: planId, cancelAt: null };
  if (state.status === 'trialing' && next.trial) {
    return { ...state, planId, upcomingPlanId: null, cancelAt: null };
  }
  return {
    ...state,
    status: 'active',
    planId,
    periodStart: now,
    periodEnd: addMonths(now, 1),
    trialEnd: state.status === 'trialing' ? now : state.trialEnd,
    cancelAt: null,
    upcomingPlanId: null,
  };
}

/** Cancels at the end of the period: access continues until then. */
export function cancelAtPeriodEnd(state: SubscriptionState): SubscriptionState {
  if (!isLive(state)) return state;
  return { ...state, cancelAt: state.periodEnd, upcomingPlanId: null };
}

export function reactivate(state: SubscriptionState): SubscriptionState {
  return isLive(state) ? { ...state, cancelAt: null } : state;
}

/**
 * Time passing, applied lazily when the subscription is read: at each period's end a cancellation
 * takes effect, a trial converts into a paid month (the local provider asks for no card), and an
 * upcoming plan replaces the current one.
 */
export function settle(state: SubscriptionState, now: Date): SubscriptionState {
  let next = state;
  while (isLive(next) && next.periodEnd && next.periodEnd.getTime() <= now.getTime()) {
    if (next.cancelAt) {
      next = { ...next, status: 'canceled', upcomingPlanId: null };
      break;
    }
    next = {
      ...next,
      status: 'active',
      planId: next.upcomingPlanId ?? next.planId,
      upcomingPlanId: null,
      periodStart: next.periodEnd,
      periodEnd: addMonths(next.periodEnd, 1),
    };
  }
  return next;
}

import { describe, expect, it } from 'vitest';
import {
  addMonths,
  cancelAtPeriodEnd,
  changePlan,
  NO_SUBSCRIPTION,
  reactivate,
  settle,
  startPlan,
} from './subscription-state';

const NOW = new Date('2026-01-31T10:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

describe('the local subscription rules', () => {
  it('starts a 14-day trial on a trial plan, once per organization', () => {
    const trial = startPlan(NO_SUBSCRIPTION, 'professional', NOW);
    expect(trial).toMatchObject({ status: 'trialing', planId: 'professional', trialUsed: true });
    expect(trial.trialEnd).toEqual(days(14));
    const canceled = settle(cancelAtPeriodEnd(trial), days(15));
    expect(canceled.status).toBe('canceled');
    const again = startPlan(canceled, 'starter', days(20));
    expect(again.status).toBe('active');
    expect(again.trialEnd).toBeNull();
  });

  it('starts Enterprise as a paid month at once', () => {
    const paid = startPlan(NO_SUBSCRIPTION, 'enterprise', NOW);
    expect(paid).toMatchObject({ status: 'active', trialEnd: null });
    expect(paid.periodEnd).toEqual(new Date('2026-02-28T10:00:00Z'));
  });

  it('converts a trial into a paid month when it ends, and renews month after month', () => {
    const trial = startPlan(NO_SUBSCRIPTION, 'starter', NOW);
    const later = settle(trial, days(14 + 40));
    expect(later.status).toBe('active');
    expect(later.periodStart!.getTime()).toBeLessThanOrEqual(days(54).getTime());
    expect(later.periodEnd!.getTime()).toBeGreaterThan(days(54).getTime());
  });

  it('upgrades at once and downgrades at the period end', () => {
    const paid = startPlan(NO_SUBSCRIPTION, 'enterprise', NOW);
    const down = changePlan(paid, 'starter', days(3));
    expect(down).toMatchObject({ planId: 'enterprise', upcomingPlanId: 'starter' });
    expect(settle(down, days(29))).toMatchObject({ planId: 'starter', upcomingPlanId: null });
    const trial = startPlan(NO_SUBSCRIPTION, 'starter', NOW);
    expect(changePlan(trial, 'professional', days(1))).toMatchObject({
      status: 'trialing',
      planId: 'professional',
    });
    const upgraded = changePlan(trial, 'enterprise', days(1));
    expect(upgraded).toMatchObject({ status: 'active', planId: 'enterprise' });
    expect(upgraded.periodEnd).toEqual(addMonths(days(1), 1));
  });

  it('cancels at the period end, keeps access until then, and can be reactivated', () => {
    const paid = startPlan(NO_SUBSCRIPTION, 'enterprise', NOW);
    const cancelling = cancelAtPeriodEnd(paid);
    expect(cancelling.cancelAt).toEqual(paid.periodEnd);
    expect(settle(cancelling, days(10)).status).toBe('active');
    expect(settle(reactivate(cancelling), days(40)).status).toBe('active');
    expect(settle(cancelling, days(40)).status).toBe('canceled');
  });

  it('adds calendar months, clamping to the month end', () => {
    expect(addMonths(new Date('2026-01-31T00:00:00Z'), 1)).toEqual(
      new Date('2026-02-28T00:00:00Z'),
    );
    expect(addMonths(new Date('2026-12-15T00:00:00Z'), 1)).toEqual(
      new Date('2027-01-15T00:00:00Z'),
    );
  });
});

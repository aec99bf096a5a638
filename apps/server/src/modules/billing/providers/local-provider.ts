import type { Database } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { findSubscription, saveSubscription, toState } from '../billing.store';
import {
  cancelAtPeriodEnd,
  changePlan,
  reactivate,
  type SubscriptionState,
  settle,
} from '../subscription-state';
import type { BillingProvider } from './provider';

/**
 * Billing with no outside service: plans, trials, changes and cancellations decided here, by the
 * rules of subscription-state.ts, and a portal page served by the web app.
 */
export function createLocalProvider(deps: {
  db: Database;
  appUrl: string;
  now?: () => Date;
}): BillingProvider {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function update(
    organizationId: string,
    change: (state: SubscriptionState) => SubscriptionState,
  ) {
    const current = settle(toState(await findSubscription(db, organizationId)), now());
    await saveSubscription(db, organizationId, 'local', change(current));
  }

  const stripeOnly = () =>
    new AppError('not_found', 'The local billing provider has no pricing table or webhook.');

  return {
    name: 'local',
    async checkout(organization, planId) {
      await update(organization.id, (state) => changePlan(state, planId, now()));
      return { url: `${deps.appUrl}/dashboard` };
    },
    async customerSession() {
      throw stripeOnly();
    },
    async portal() {
      return { url: `${deps.appUrl}/dashboard/billing/portal` };
    },
    cancel: (organizationId) => update(organizationId, cancelAtPeriodEnd),
    reactivate: (organizationId) => update(organizationId, reactivate),
    async handleWebhook() {
      throw stripeOnly();
    },
    async reconcile() {},
  };
}

import type { PlanId } from '@frontdesk/contracts';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { Database } from '../../../platform/db/client';
import { lockForTransaction } from '../../../platform/db/transaction-lock';
import { AppError } from '../../../platform/errors';
import * as store from '../billing.store';
import { NO_SUBSCRIPTION, planById, type SubscriptionState } from '../subscription-state';
import type { BillingOrganization, BillingProvider } from './provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PlanId, string>;
  /** Another host for the API (a loopback server in tests); Stripe's own when unset. */
  apiUrl?: string;
}

/** The Stripe client, pointed at STRIPE_API_URL when it is set. */
export async function createStripeClient(settings: StripeSettings): Promise<Stripe> {
  const { default: StripeClient } = await import('stripe');
  const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new StripeClient(settings.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

const seconds = (value: number | null | undefined) =>
  value === null || value === undefined ? null : new Date(value * 1000);

/** Stripe's subscription, as the product reasons about it. */
export function stateOfStripeSubscription(
  subscription: Stripe.Subscription,
  prices: Record<PlanId, string>,
): SubscriptionState {
  const item = subscription.items.data[0];
  const priceId = item?.price.id;
  const planId = (Object.entries(prices).find(([, price]) => price === priceId)?.[0] ??
    null) as PlanId | null;
  const periodEnd = seconds(item?.current_period_end);
  return {
    status: subscription.status,
    planId,
    periodStart: seconds(item?.current_period_start),
    periodEnd,
    trialEnd: seconds(subscription.trial_end),
    cancelAt:
      seconds(subscription.cancel_at) ?? (subscription.cancel_at_period_end ? periodEnd : null),
    // Scheduled changes live in Stripe's subscription schedules, which we do not create.
    upcomingPlanId: null,
    trialUsed: subscription.trial_start !== null,
  };
}

/** The live subscription if there is one, else the most recent. */
function currentOf(list: Stripe.Subscription[]): Stripe.Subscription | undefined {
  const live = list.find((s) => ['active', 'trialing', 'past_due'].includes(s.status));
  return live ?? [...list].sort((a, b) => b.created - a.created)[0];
}

/** The ids an event points at, whatever its object. */
function customerOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as { object?: string; customer?: unknown; id?: string };
  if (object.object === 'customer') return object.id;
  const customer = object.customer;
  if (typeof customer === 'string') return customer;
  if (customer && typeof customer === 'object' && 'id' in customer) return String(customer.id);
  return undefined;
}

/**
 * Stripe: a customer per organization, Checkout for a first plan, the customer portal for
 * everything after, and webhooks that tell us what changed. An event only says "look again": the
 * subscription's current state is read from Stripe, so events arriving twice or out of order
 * cannot leave an older state behind.
 */
export function createStripeProvider(deps: {
  db: Database;
  stripe: Stripe;
  settings: StripeSettings;
  appUrl: string;
  log: Logger;
}): BillingProvider {
  const { db, stripe, settings } = deps;

  /**
   * The organization's Stripe customer, made by its first checkout, pricing table or portal. Two
   * first calls at once (a double click, two tabs) would each make one, and the subscription
   * would belong to a customer the organization does not keep: the making holds a lock per
   * organization in the transaction that saves the customer, and a second call waits for it and
   * finds the first one's. The transaction stays open for Stripe's answer, once per organization
   * (on PGlite, the one connection waits with it).
   */
  async function customerFor(organization: BillingOrganization) {
    const row = await store.findSubscription(db, organization.id);
    if (row?.stripeCustomerId) return { customerId: row.stripeCustomerId, row };
    return db.transaction(async (tx) => {
      await lockForTransaction(tx, organization.id, 'stripe-customer');
      const current = await store.findSubscription(tx, organization.id);
      if (current?.stripeCustomerId) return { customerId: current.stripeCustomerId, row: current };
      const customer = await stripe.customers.create({
        name: organization.name,
        metadata: { organization_id: organization.id },
      });
      await store.saveSubscription(tx, organization.id, 'stripe', store.toState(current), {
        stripeCustomerId: customer.id,
      });
      return { customerId: customer.id, row: current };
    });
  }

  /** Reads the customer's subscriptions from Stripe and stores the current one. */
  async function syncCustomer(customerId: string) {
    const row = await store.findSubscriptionByCustomer(db, customerId);
    if (!row) {
      deps.log.warn('billing event for a customer no organization has');
      return;
    }
    const { data } = await stripe.subscriptions.list({
      customer: customerId,
      status: 'all',
      limit: 10,
    });
    const current = currentOf(data);
    const state = current
      ? stateOfStripeSubscription(current, settings.prices)
      : { ...NO_SUBSCRIPTION, trialUsed: row.trialUsed };
    await store.saveSubscription(db, row.organizationId, 'stripe', state, {
      stripeSubscriptionId: current?.id ?? null,
    });
  }

  const portalOnly = () => new AppError('billing_managed_by_provider');

  return {
    name: 'stripe',
    async checkout(organization, planId) {
      const { customerId, row } = await customerFor(organization);
      const trial = planById(planId).trial && !row?.trialUsed;
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: organization.id,
        line_items: [{ price: settings.prices[planId], quantity: 1 }],
        subscription_data: trial ? { trial_period_days: 14 } : {},
        success_url: `${deps.appUrl}/dashboard/billing`,
        cancel_url: `${deps.appUrl}/dashboard`,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { url: session.url };
    },
    async customerSession(organization) {
      const { customerId } = await customerFor(organization);
      const session = await stripe.customerSessions.create({
        customer: customerId,
        components: { pricing_table: { enabled: true } },
      });
      return { client_secret: session.client_secret };
    },
    async portal(organization) {
      const { customerId } = await customerFor(organization);
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: `${deps.appUrl}/dashboard/billing`,
      });
      return { url: session.url };
    },
    async cancel() {
      throw portalOnly();
    },
    async reactivate() {
      throw portalOnly();
    },
    async handleWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch {
        throw new AppError('validation_error', 'The webhook signature is not valid.');
      }
      if (!(await store.claimEvent(db, event.id, event.type))) return;
      const customerId = customerOf(event);
      if (!customerId) return;
      try {
        await syncCustomer(customerId);
      } catch (error) {
        // Not applied: let Stripe's retry (or the reconciliation) apply it.
        await store.forgetEvent(db, event.id);
        throw error;
      }
    },
    async reconcile() {
      for (const { customerId } of await store.listStripeCustomers(db)) {
        if (customerId) await syncCustomer(customerId);
      }
    },
  };
}

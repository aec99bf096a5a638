import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSubscription, startStripeServer } from '../../../test/support/stripe-server';
import {
  call,
  createTestContext,
  signUpWithOrganization,
  type TestContext,
} from '../../../test/support/test-app';

const WEBHOOK_SECRET = 'whsec_test_frontdesk';
const PRICES = { starter: 'price_starter', professional: 'price_pro', enterprise: 'price_ent' };

let stripeServer: Awaited<ReturnType<typeof startStripeServer>>;
let context: TestContext;
// Only to sign fixtures, exactly as Stripe signs its events.
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  stripeServer = await startStripeServer();
  context = await createTestContext({
    BILLING_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_frontdesk',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_STARTER: PRICES.starter,
    STRIPE_PRICE_PROFESSIONAL: PRICES.professional,
    STRIPE_PRICE_ENTERPRISE: PRICES.enterprise,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_frontdesk',
    STRIPE_PRICING_TABLE_ID: 'prctbl_frontdesk',
    STRIPE_API_URL: stripeServer.url,
  });
});
afterAll(async () => {
  await context?.close();
  await stripeServer?.close();
});

const get = (token: string, path: string) => call(context.app, 'GET', path, { token });

function sendEvent(event: { id: string; type: string; object: object }, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    data: { object: event.object },
  });
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/billing/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

/** An organization with a Stripe customer, made the way the plan gate makes it. */
async function customerOrganization(name: string) {
  const business = await signUpWithOrganization(context, name, { plan: null });
  const session = await get(business.token, '/billing/customer-session');
  expect(session.statusCode).toBe(200);
  expect(session.json().client_secret).toMatch(/^cuss_secret_/);
  const created = stripeServer.requests.filter((r) => r.path === '/v1/customers').at(-1);
  expect(created?.params.get('metadata[organization_id]')).toBe(business.organization.id);
  const sessions = stripeServer.requests.filter((r) => r.path === '/v1/customer_sessions');
  return { ...business, customerId: sessions.at(-1)!.params.get('customer')! };
}

describe('billing with Stripe', () => {
  it('tells the client to draw Stripe’s pricing table, and keeps one customer per organization', async () => {
    const { token, customerId } = await customerOrganization('Table');
    const plans = (await get(token, '/plans')).json();
    expect(plans.provider).toBe('stripe');
    expect(plans.stripe).toEqual({
      pricingTableId: 'prctbl_frontdesk',
      publishableKey: 'pk_test_frontdesk',
    });
    await get(token, '/billing/customer-session');
    const sessions = stripeServer.requests.filter((r) => r.path === '/v1/customer_sessions');
    expect(sessions.at(-1)?.params.get('customer')).toBe(customerId);
    expect(stripeServer.requests.every((r) => r.authorization === 'Bearer sk_test_frontdesk')).toBe(
      true,
    );
  });

  it('sends the owner to Checkout with a trial, and to the customer portal', async () => {
    const { token, customerId } = await customerOrganization('Checkout');
    const checkout = await call(context.app, 'POST', '/billing/checkout', {
      token,
      body: { plan: 'professional' },
    });
    expect(checkout.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const params = stripeServer.requests
      .filter((r) => r.path === '/v1/checkout/sessions')
      .at(-1)!.params;
    expect(params.get('customer')).toBe(customerId);
    expect(params.get('mode')).toBe('subscription');
    expect(params.get('line_items[0][price]')).toBe(PRICES.professional);
    expect(params.get('subscription_data[trial_period_days]')).toBe('14');
    expect((await get(token, '/billing/portal')).json().url).toMatch(
      /^https:\/\/billing\.stripe\.test\//,
    );
    const cancel = await call(context.app, 'POST', '/billing/cancel', { token });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('billing_managed_by_provider');
  });

  it('makes one Stripe customer for an organization whose checkouts start at once', async () => {
    const { token, organization } = await signUpWithOrganization(context, 'Twice', { plan: null });
    const customers = () =>
      stripeServer.requests.filter(
        (r) =>
          r.path === '/v1/customers' &&
          r.params.get('metadata[organization_id]') === organization.id,
      );
    // A double click, or two tabs: both find no customer yet.
    const checkouts = await Promise.all(
      ['starter', 'professional'].map((plan) =>
        call(context.app, 'POST', '/billing/checkout', { token, body: { plan } }),
      ),
    );
    expect(checkouts.map((checkout) => checkout.statusCode)).toEqual([200, 200]);
    expect(customers()).toHaveLength(1);
    // Both sessions are for the one customer the organization keeps.
    const sessions = stripeServer.requests.filter((r) => r.path === '/v1/checkout/sessions');
    const sessionCustomers = sessions.slice(-2).map((r) => r.params.get('customer'));
    expect((await get(token, '/billing/customer-session')).statusCode).toBe(200);
    const kept = stripeServer.requests.filter((r) => r.path === '/v1/customer_sessions').at(-1);
    expect(sessionCustomers).toEqual(Array(2).fill(kept?.params.get('customer')));
    expect(customers()).toHaveLength(1);
  });

  it('applies a signed event by reading the subscription Stripe holds now', async () => {
    const { token, customerId } = await customerOrganization('Events');
    stripeServer.setSubscriptions(customerId, [fakeSubscription(customerId, PRICES.professional)]);
    const created = await sendEvent({
      id: 'evt_created_1',
      type: 'customer.subscription.created',
      object: { object: 'subscription', id: 'sub_1', customer: customerId },
    });
    expect(created.statusCode).toBe(200);
    expect((await get(token, '/billing/status')).json()).toMatchObject({
      status: 'active',
      plan: { name: 'Professional' },
    });
    expect((await get(token, '/features')).json()).toContainEqual({ feature: 'tools', max: '10' });
  });

  it('refuses a bad signature and changes nothing', async () => {
    const { token, customerId } = await customerOrganization('Forged');
    stripeServer.setSubscriptions(customerId, [fakeSubscription(customerId, PRICES.enterprise)]);
    const forged = await sendEvent(
      {
        id: 'evt_forged',
        type: 'customer.subscription.created',
        object: { object: 'subscription', customer: customerId },
      },
      'whsec_someone_else',
    );
    expect(forged.statusCode).toBe(400);
    expect((await get(token, '/billing/status')).json().status).toBe('none');
  });

  it('ignores a replayed event and lets the latest state win when events come out of order', async () => {
    const { token, customerId } = await customerOrganization('Replay');
    const object = { object: 'subscription', id: 'sub_1', customer: customerId };
    stripeServer.setSubscriptions(customerId, [fakeSubscription(customerId, PRICES.starter)]);
    await sendEvent({ id: 'evt_replay_1', type: 'customer.subscription.created', object });
    // Stripe changes while the same event arrives again: a replay must not apply anything.
    stripeServer.setSubscriptions(customerId, [
      fakeSubscription(customerId, PRICES.enterprise, { status: 'past_due' }),
    ]);
    const replay = await sendEvent({
      id: 'evt_replay_1',
      type: 'customer.subscription.created',
      object,
    });
    expect(replay.statusCode).toBe(200);
    expect((await get(token, '/billing/status')).json()).toMatchObject({
      status: 'active',
      plan: { name: 'Starter' },
    });
    // The cancellation happened last, but its event arrives before an older update's.
    stripeServer.setSubscriptions(customerId, [
      fakeSubscription(customerId, PRICES.enterprise, { status: 'canceled' }),
    ]);
    await sendEvent({ id: 'evt_deleted', type: 'customer.subscription.deleted', object });
    await sendEvent({ id: 'evt_old_update', type: 'customer.subscription.updated', object });
    const final = (await get(token, '/billing/status')).json();
    expect(final.status).toBe('canceled');
    expect((await get(token, '/features')).json()).toEqual([]);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signUpWithOrganization, useTestContext } from '../../../test/support/test-app';
import { UNAVAILABLE_MESSAGE } from '../../operator/turn';
import { publicApiLimits } from './billing.service';

const context = useTestContext();

const get = (token: string, path: string) => call(context.app, 'GET', path, { token });
const post = (token: string, path: string, body?: unknown) =>
  call(context.app, 'POST', path, { token, body });

async function keyOf(token: string) {
  const created = await post(token, '/api-keys', { name: 'Site', allowedOrigins: [] });
  return created.json().key as string;
}

const ask = (key: string, message: string, ip = '127.0.0.1') =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/conversations',
    headers: { authorization: key },
    payload: { message },
    remoteAddress: ip,
  });

const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('billing with the local provider', () => {
  it('starts a new organization with no plan, and nothing to use', async () => {
    const { token } = await signUpWithOrganization(context, 'New', { plan: null });
    expect((await get(token, '/billing/status')).json()).toEqual({
      status: 'none',
      plan: null,
      period: null,
      trial: null,
      upcomingPlan: null,
    });
    expect((await get(token, '/features')).json()).toEqual([]);
    expect((await get(token, '/billing/quota')).json()).toEqual([]);
    const plans = (await get(token, '/plans')).json();
    expect(plans.provider).toBe('local');
    expect(plans.plans.map((plan: { name: string }) => plan.name)).toEqual([
      'Starter',
      'Professional',
      'Enterprise',
    ]);
    expect((await get(token, '/billing/customer-session')).statusCode).toBe(404);
  });

  it('starts a 14-day trial with the plan features, quotas and a portal of ours', async () => {
    const { token } = await signUpWithOrganization(context, 'Trial', { plan: null });
    const checkout = await post(token, '/billing/checkout', { plan: 'professional' });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().url).toBe('http://app.test/dashboard');
    const status = (await get(token, '/billing/status')).json();
    expect(status).toMatchObject({
      status: 'trialing',
      plan: { name: 'Professional', price: 99, currency: 'usd', interval: 'month' },
      upcomingPlan: null,
    });
    expect(status.trial.end).toBeGreaterThanOrEqual(nowSeconds() + 14 * DAY - 5);
    expect(status.period.renew).toBe(status.trial.end);
    expect((await get(token, '/features')).json()).toContainEqual({ feature: 'tools', max: '10' });
    await post(token, '/contents', { text: 'We open at nine.' });
    expect((await get(token, '/billing/quota')).json()).toEqual([
      { feature: 'conversation.prompt', usage: 0, limit: 10_000 },
      { feature: 'contents.add', usage: 1, limit: 25 },
      { feature: 'knowledge.pages', usage: 0, limit: 500 },
      { feature: 'tools.add', usage: 0, limit: 10 },
      { feature: 'tools.invocation', usage: 0, limit: 10_000 },
    ]);
    expect((await get(token, '/billing/portal')).json().url).toBe(
      'http://app.test/dashboard/billing/portal',
    );
    const history = (await get(token, '/subscriptions')).json();
    expect(history.periods).toEqual([
      expect.objectContaining({
        status: 'trialing',
        plan: expect.objectContaining({ name: 'Professional' }),
        end: null,
      }),
    ]);
  });

  it('refuses content beyond the plan and tools outside it, keeping what is saved', async () => {
    const { token } = await signUpWithOrganization(context, 'Small', { plan: 'starter' });
    for (const text of ['One.', 'Two.', 'Three.']) {
      expect((await post(token, '/contents', { text })).statusCode).toBe(201);
    }
    const fourth = await post(token, '/contents', { text: 'Four.' });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({
      code: 'quota_exceeded',
      message: 'Content limit reached. Upgrade your plan to add more knowledge.',
    });
    expect((await get(token, '/contents')).json()).toHaveLength(3);
    const tool = await post(token, '/tools', {
      name: 'lookup',
      description: 'Looks an order up by its number',
      endpoint: 'https://example.com/orders',
      method: 'GET',
      authentication: 'None',
    });
    expect(tool.statusCode).toBe(403);
    expect(tool.json().code).toBe('feature_not_in_plan');
  });

  it('answers customers politely, and stores and meters nothing, when there is no plan or no prompt left', async () => {
    const noPlan = await signUpWithOrganization(context, 'Unpaid', { plan: null });
    const unpaid = await ask(await keyOf(noPlan.token), 'Are you open?');
    expect(unpaid.statusCode).toBe(200);
    expect(unpaid.json().messages.at(-1).content).toBe(UNAVAILABLE_MESSAGE);
    expect((await get(noPlan.token, '/conversations')).json().results).toEqual([]);

    const { token, organization } = await signUpWithOrganization(context, 'Busy', {
      plan: 'starter',
    });
    // The period's running count says its prompts are used up.
    await context.database.db.execute(sql`
      INSERT INTO usage_counters (organization_id, feature, period_start, quantity)
      SELECT organization_id, 'conversation.prompt', current_period_start, 1000
      FROM subscriptions WHERE organization_id = ${organization.id}`);
    const key = await keyOf(token);
    const spent = await ask(key, 'Are you open?');
    expect(spent.json().messages.at(-1).content).toBe(UNAVAILABLE_MESSAGE);
    // A refused turn stores nothing: a stranger cannot fill an unpaid organization's database.
    const kept = await get(token, `/conversations/${spent.json().conversationId}`);
    expect(kept.statusCode).toBe(404);
    const quota = (await get(token, '/billing/quota')).json();
    expect(quota).toContainEqual({ feature: 'conversation.prompt', usage: 1000, limit: 1000 });
  });

  it('counts each answered turn in its period, and a new period starts from none', async () => {
    const { token, organization } = await signUpWithOrganization(context, 'Counted', {
      plan: 'starter',
    });
    const key = await keyOf(token);
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await ask(key, 'Are you open?', ip)).statusCode).toBe(200);
    }
    const usage = async () =>
      (await get(token, '/billing/quota'))
        .json()
        .find((item: { feature: string }) => item.feature === 'conversation.prompt').usage;
    expect(await usage()).toBe(3);
    // The period ends: the local provider renews it on the next read, and its count is its own.
    await context.database.db.execute(sql`
      UPDATE subscriptions SET current_period_start = now() - interval '40 days',
        current_period_end = now() - interval '10 days'
      WHERE organization_id = ${organization.id}`);
    await context.database.db.execute(sql`
      UPDATE usage_counters SET period_start = now() - interval '40 days'
      WHERE organization_id = ${organization.id}`);
    expect(await usage()).toBe(0);
    expect((await ask(key, 'Are you open?', '198.51.100.4')).statusCode).toBe(200);
    expect(await usage()).toBe(1);
  });

  it('upgrades at once, downgrades at the period end, cancels and reactivates', async () => {
    const { token } = await signUpWithOrganization(context, 'Changes', { plan: 'enterprise' });
    const active = (await get(token, '/billing/status')).json();
    expect(active).toMatchObject({ status: 'active', plan: { name: 'Enterprise' }, trial: null });
    await post(token, '/billing/checkout', { plan: 'starter' });
    const scheduled = (await get(token, '/billing/status')).json();
    expect(scheduled.plan.name).toBe('Enterprise');
    expect(scheduled.upcomingPlan).toEqual({
      name: 'Starter',
      price: 29,
      currency: 'usd',
      fromDate: active.period.end,
    });
    const cancelling = (await post(token, '/billing/cancel')).json();
    expect(cancelling.period).toEqual({ cancel: active.period.end, end: active.period.end });
    expect(cancelling.upcomingPlan).toBeNull();
    const reactivated = (await post(token, '/billing/reactivate')).json();
    expect(reactivated.period).toEqual({ renew: active.period.end, end: active.period.end });
  });

  it('holds each organization to its plan’s customer traffic per minute', async () => {
    const { token } = await signUpWithOrganization(context, 'Traffic', { plan: 'starter' });
    const key = await keyOf(token);
    const { perOrganization, perVisitor } = publicApiLimits.starter;
    const visitors = Math.ceil(perOrganization.limit / perVisitor.limit);
    for (let visitor = 0; visitor < visitors; visitor++) {
      for (let i = 0; i < perVisitor.limit; i++) {
        const ip = `203.0.113.${visitor + 1}`;
        if ((await ask(key, 'Hi', ip)).statusCode !== 200)
          throw new Error(`refused early at ${ip}`);
      }
    }
    const over = await ask(key, 'Hi', '203.0.113.200');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('shows each organization only its own billing', async () => {
    const paying = await signUpWithOrganization(context, 'Paying', { plan: 'professional' });
    const other = await signUpWithOrganization(context, 'Other', { plan: null });
    await post(paying.token, '/contents', { text: 'Ours.' });
    expect((await get(other.token, '/billing/status')).json().status).toBe('none');
    expect((await get(other.token, '/billing/quota')).json()).toEqual([]);
    expect((await get(other.token, '/features')).json()).toEqual([]);
    expect((await get(other.token, '/subscriptions')).json().periods).toEqual([]);
    expect((await post(other.token, '/billing/cancel')).json().status).toBe('none');
    expect((await get(paying.token, '/billing/status')).json().status).toBe('trialing');
    expect((await get(paying.token, '/billing/status')).json().period.cancel).toBeUndefined();
  });

  it('asks for an organization to be selected before any billing call', async () => {
    const anonymous = await call(context.app, 'GET', '/billing/status');
    expect(anonymous.statusCode).toBe(401);
  });
});

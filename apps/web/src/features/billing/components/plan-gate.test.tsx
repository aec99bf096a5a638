import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { apiError, type StubRoutes, signedInToOrganization, stubFetch } from '@/test/fetch-stub';
import { billingRoutes, CHECKOUT, noPlan, STATUS, trialing } from '@/test/fixtures/billing';
import { pageRoute, renderWithProviders } from '@/test/render';
import { toastWith } from '@/test/toast';
import { PlanGate } from './plan-gate';
import { STRIPE_PRICING_TABLE_SCRIPT } from './stripe-pricing-table';

const SESSION = '/api/v1/billing/customer-session';

function renderGate(routes: StubRoutes) {
  const stub = stubFetch({ ...signedInToOrganization(), ...routes });
  const page = {
    path: '/dashboard',
    element: (
      <>
        <p>dashboard page</p>
        <PlanGate />
      </>
    ),
  };
  return {
    ...stub,
    ...renderWithProviders([page, pageRoute('/organizations')], {
      initialEntries: ['/dashboard'],
    }),
  };
}

/** The gate, once its plans have loaded. */
async function gate() {
  const dialog = await screen.findByRole('dialog', { name: 'Pick a plan for Acme' });
  await within(dialog).findByRole('article', { name: 'Enterprise' });
  return dialog;
}

describe('PlanGate', () => {
  it('asks an organization without a plan to pick one, and cannot be closed', async () => {
    const { router, user } = renderGate(billingRoutes(noPlan));
    const dialog = await gate();

    for (const name of [
      'Start Free Trial with the Starter plan',
      'Start Free Trial with the Professional plan',
      'Get Started with the Enterprise plan',
    ]) {
      expect(within(dialog).getByRole('button', { name })).toBeEnabled();
    }
    expect(within(dialog).getByRole('button', { name: /Professional/ })).toHaveTextContent(
      /^Start Free Trial$/,
    );
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('dialog', { name: 'Pick a plan for Acme' })).toBeInTheDocument();

    const back = within(dialog).getByRole('link', { name: 'Back to Organizations' });
    expect(back).toHaveAttribute('href', '/organizations');
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations'));
  });

  it('starts the chosen trial, refreshes the plan and goes away', async () => {
    let status = noPlan;
    const { calls, queryClient, user } = renderGate({
      ...billingRoutes(noPlan),
      [STATUS]: () => ({ body: status }),
      [CHECKOUT]: () => {
        status = trialing;
        return { body: { url: 'http://localhost/dashboard' } };
      },
    });
    const dialog = await gate();
    const features = queryKeys.features('org-1');
    const quota = queryKeys.billingQuota('org-1');
    queryClient.setQueryData(features, []);
    queryClient.setQueryData(quota, []);

    await user.click(
      within(dialog).getByRole('button', { name: 'Start Free Trial with the Professional plan' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ plan: 'professional' });
    expect(queryClient.getQueryState(features)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(quota)?.isInvalidated).toBe(true);
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
    expect(calls.some((call) => call.path === SESSION)).toBe(false);
  });

  it('stays, with the reason, when the plan cannot be started', async () => {
    const { user } = renderGate({
      ...billingRoutes(noPlan),
      [CHECKOUT]: apiError(503, 'billing_unavailable', 'Billing is down for maintenance.'),
    });
    const dialog = await gate();
    await user.click(
      within(dialog).getByRole('button', { name: 'Start Free Trial with the Starter plan' }),
    );
    await toastWith('Billing is down for maintenance.');
    expect(within(dialog).getByRole('button', { name: /Starter/ })).toBeEnabled();
  });

  it('opens the Enterprise purchase wizard for Enterprise', async () => {
    const { calls, user } = renderGate(billingRoutes(noPlan));
    const dialog = await gate();
    await user.click(
      within(dialog).getByRole('button', { name: 'Get Started with the Enterprise plan' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Invoice Details' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('stays away from an organization with a plan', async () => {
    const { calls } = renderGate(billingRoutes(trialing));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/v1/billing/status')).toBe(true),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/plans')).toBe(false);
  });

  it("shows Stripe's pricing table with the customer session's secret", async () => {
    const { calls } = renderGate({
      ...billingRoutes(noPlan, 'stripe'),
      [`GET ${SESSION}`]: { body: { client_secret: 'cuss_secret_1' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Pick a plan for Acme' });
    await waitFor(() => expect(dialog.querySelector('stripe-pricing-table')).not.toBeNull());
    const table = dialog.querySelector('stripe-pricing-table')!;
    expect(table.getAttribute('pricing-table-id')).toBe('prctbl_1');
    expect(table.getAttribute('publishable-key')).toBe('pk_test_1');
    expect(table.getAttribute('customer-session-client-secret')).toBe('cuss_secret_1');
    expect(document.querySelectorAll(`script[src="${STRIPE_PRICING_TABLE_SCRIPT}"]`)).toHaveLength(
      1,
    );
    expect(STRIPE_PRICING_TABLE_SCRIPT).toBe('https://js.stripe.com/v3/pricing-table.js');
    expect(within(dialog).queryByRole('button', { name: /Start Free Trial/ })).toBeNull();
    expect(calls.filter((call) => call.path === SESSION)).toHaveLength(1);
  });
});

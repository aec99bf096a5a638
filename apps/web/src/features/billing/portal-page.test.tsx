import type { BillingStatus } from '@frontdesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type StubRoutes } from '@/test/fetch-stub';
import {
  active,
  billingRoutes,
  CHECKOUT,
  cancelling,
  changingToStarter,
  DEC_7_2026,
  JAN_15_2027,
  STATUS,
} from '@/test/fixtures/billing';
import { renderOrganizationPage } from '@/test/render';
import { toastWith } from '@/test/toast';
import { PortalPage } from './portal-page';

const SUBSCRIPTIONS = 'GET /api/v1/subscriptions';
const OCT_7_2026 = 1_791_374_400;

const periods = [
  {
    plan: { id: 'professional', name: 'Professional', price: 99, currency: 'usd' },
    status: 'active',
    start: DEC_7_2026,
    end: null,
  },
  {
    plan: { id: 'starter', name: 'Starter', price: 29, currency: 'usd' },
    status: 'trialing',
    start: OCT_7_2026,
    end: DEC_7_2026,
  },
];

function renderPortal(status: BillingStatus, routes: StubRoutes = {}) {
  return renderOrganizationPage('/dashboard/billing/portal', <PortalPage />, {
    ...billingRoutes(status),
    [SUBSCRIPTIONS]: { body: { provider: 'local', periods } },
    ...routes,
  });
}

const option = (name: string) => screen.getByRole('listitem', { name });

describe('PortalPage', () => {
  it('shows the plan, what each other plan would do, the history and the way back', async () => {
    renderPortal(active);
    const current = await screen.findByRole('region', { name: 'Professional' });
    expect(current).toHaveTextContent('$99/month');
    expect(current).toHaveTextContent('Renews on December 7, 2026.');
    expect(within(current).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Billing & Usage' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );

    expect(
      within(option('Professional')).getByRole('button', { name: 'Current Plan' }),
    ).toBeDisabled();
    expect(option('Starter')).toHaveTextContent(
      'Scheduled for the end of your current period: it starts on December 7, 2026',
    );
    expect(
      within(option('Starter')).getByRole('button', { name: 'Downgrade to Starter' }),
    ).toBeEnabled();
    expect(option('Enterprise')).toHaveTextContent('$499/month');
    expect(option('Enterprise')).toHaveTextContent('Starts today.');

    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Professional$99/monthActiveDecember 7, 2026Ongoing',
      'Starter$29/monthTrialingOctober 7, 2026December 7, 2026',
    ]);
  });

  it('schedules a cheaper plan for the period end, after a confirmation', async () => {
    let status = active;
    const { calls, user } = renderPortal(active, {
      [STATUS]: () => ({ body: status }),
      [CHECKOUT]: () => {
        status = changingToStarter;
        return { body: { url: 'http://localhost/dashboard' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Downgrade to Starter' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Switch to Starter?' });
    expect(confirm).toHaveTextContent('$29/month. Scheduled for the end of your current period');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    await toastWith('Starter starts on December 7, 2026');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ plan: 'starter' });
    await waitFor(() =>
      expect(
        within(option('Starter')).getByRole('button', { name: 'Change Scheduled' }),
      ).toBeDisabled(),
    );
    expect(within(option('Starter')).getByText('Scheduled')).toBeInTheDocument();
    expect(
      within(option('Professional')).getByRole('button', { name: 'Keep Professional' }),
    ).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Professional' })).toHaveTextContent(
      'Changes to Starter on December 7, 2026.',
    );
  });

  it('upgrades at once', async () => {
    const { calls, user } = renderPortal(active, {
      [CHECKOUT]: { body: { url: 'http://localhost/dashboard' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Enterprise' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Switch to Enterprise?' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await toastWith('You are on the Enterprise plan');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ plan: 'enterprise' });
  });

  it('cancels at the period end after a confirmation, then reactivates', async () => {
    let status = active;
    const { calls, user } = renderPortal(active, {
      [STATUS]: () => ({ body: status }),
      'POST /api/v1/billing/cancel': () => {
        status = cancelling;
        return { body: status };
      },
      'POST /api/v1/billing/reactivate': () => {
        status = active;
        return { body: status };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(confirm).toHaveTextContent(
      'Your Professional plan stays active until December 7, 2026.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Keep Subscription' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel at Period End' }));
    await toastWith('Subscription cancelled: it ends on December 7, 2026');
    const current = screen.getByRole('region', { name: 'Professional' });
    await waitFor(() =>
      expect(current).toHaveTextContent('Cancelled: your plan ends on December 7, 2026.'),
    );

    await user.click(within(current).getByRole('button', { name: 'Reactivate Subscription' }));
    await toastWith('Subscription reactivated');
    await waitFor(() => expect(current).toHaveTextContent('Renews on December 7, 2026.'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/v1/billing/cancel',
      '/api/v1/billing/reactivate',
    ]);
  });

  it('says why a cancellation failed, and keeps the confirmation open', async () => {
    const { user } = renderPortal(active, {
      'POST /api/v1/billing/cancel': apiError(
        409,
        'billing_managed_by_provider',
        'Managed by Stripe.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel at Period End' }));
    await toastWith('Managed by Stripe.');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('offers every plan to start after the subscription ended, and says when there is no history', async () => {
    const ended = {
      ...active,
      status: 'canceled',
      period: { cancel: JAN_15_2027, end: JAN_15_2027 },
    };
    renderPortal(ended, { [SUBSCRIPTIONS]: { body: { provider: 'local', periods: [] } } });
    expect(await screen.findByRole('button', { name: 'Choose Professional' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Choose Starter' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(await screen.findByText('No billing periods yet')).toBeInTheDocument();
  });

  it('points back to Billing & Usage with the Stripe provider', async () => {
    renderPortal(active, billingRoutes(active, 'stripe'));
    expect(await screen.findByRole('note')).toHaveTextContent('Your billing is managed by Stripe');
    expect(screen.queryByRole('button', { name: /Upgrade to/ })).not.toBeInTheDocument();
  });
});

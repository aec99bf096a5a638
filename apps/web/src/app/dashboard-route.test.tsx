import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInToOrganization, stubFetch, testOrganization } from '@/test/fetch-stub';
import { billingRoutes, noPlan, trialing } from '@/test/fixtures/billing';
import { renderWithProviders } from '@/test/render';
import { DashboardRoute } from './dashboard-route';

const routes = [
  {
    path: '/dashboard',
    element: <DashboardRoute />,
    children: [{ index: true, element: <p>home section</p> }],
  },
];

describe('DashboardRoute', () => {
  it('puts the plan gate over the dashboard of an organization without a plan', async () => {
    stubFetch({ ...signedInToOrganization(), ...billingRoutes(noPlan) });
    renderWithProviders(routes, { initialEntries: ['/dashboard'] });
    const gate = await screen.findByRole('dialog', { name: 'Pick a plan for Acme' });
    expect(
      await within(gate).findByRole('button', {
        name: 'Start Free Trial with the Professional plan',
      }),
    ).toBeInTheDocument();
  });

  it('never shows the gate to a member who may not choose the plan', async () => {
    const { calls } = stubFetch({
      ...signedInToOrganization({ ...testOrganization, role: 'editor' }),
      ...billingRoutes(noPlan),
    });
    renderWithProviders(routes, { initialEntries: ['/dashboard'] });
    expect(await screen.findByText('home section')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Not even asked: the status is billing's to read.
    expect(calls.some((call) => call.path === '/api/v1/billing/status')).toBe(false);
  });

  it('shows the dashboard alone once the organization has a plan', async () => {
    stubFetch({ ...signedInToOrganization(), ...billingRoutes(trialing) });
    renderWithProviders(routes, { initialEntries: ['/dashboard'] });
    expect(await screen.findByText('home section')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
